import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { AssignDoctorsButton } from '../../features/requests/components/AssignDoctorsButton';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBuildingHospital,
  IconEdit,
  IconFileSearch,
  IconFlag,
  IconLock,
  IconRosetteDiscountCheckFilled,
  IconStethoscope,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCEPTANCE_STATUS,
  ACCEPTANCE_STATUS_LABELS,
  PROFILE_VERIFICATION,
  REQUEST_MESSAGES,
  REQUEST_TYPE_LABELS,
  TREATMENT_STATUS_LABELS,
  fullName,
  requestDonationCurrency,
  type AssignedDoctorDto,
  type RequestDto,
} from '@carenet/shared';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { UserAvatar } from '../../components/UserAvatar';
import { errorMessage } from '../../lib/api';
import { ApplicationsSection } from '../../features/applications/components/ApplicationsSection';
import { ApplyButton } from '../../features/applications/components/ApplyButton';
import { MessageButton } from '../../features/chat/components/MessageButton';
import { ShareLinkButton } from '../../features/short-links/components/ShareLinkButton';
import { holdsAbility } from '../../lib/abilities';
import { useSession } from '../../lib/session';
import { ForumButton } from '../../features/comments/components/ForumButton';
import { DonateButton } from '../../features/donations/components/DonateButton';
import { DonationsSection } from '../../features/donations/components/DonationsSection';
import { MeetLinkDialog } from '../../features/meet-links/components/MeetLinkDialog';
import { MeetLinksSection } from '../../features/meet-links/components/MeetLinksSection';
import { PrescriptionsSection } from '../../features/prescriptions/components/PrescriptionsSection';
import { RequestEpisodes } from '../../features/podcasts/components/RequestEpisodes';
import { FacilityLink } from '../../features/organizations/components/FacilityLink';
import { PatientRecordSection } from '../../features/patients/components/PatientRecordSection';
import { requestApi, requestCache, requestKeys, useRequest } from '../../lib/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DoctorDecision, showsDecision } from '../../features/requests/components/DoctorDecision';
import { FavouriteButton } from '../../features/requests/components/FavouriteButton';
import { ModerationMenu } from '../../features/requests/components/ModerationMenu';
import { ReportDialog } from '../../features/requests/components/ReportDialog';
import { StatusBadge } from '../../features/requests/components/StatusBadge';
import { TreatmentControl } from '../../features/requests/components/TreatmentControl';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { requestEditPath } from '../../lib/requestPaths';
import { currencyLabel } from '../../features/requests/format';
import { NotFoundState } from '../../components/NotFoundState';
import { QueryView } from '../../components/QueryView';
import { t, tm } from '../../lib/i18n';
import { creatorLabel } from '../../lib/roleLabel';

/** /donationRequest/{id} (or its name): the whole request and what the viewer may do with it. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const query = useRequest(id);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<DetailSkeleton />}
        notFound={<RequestNotFound />}
        failedTitle={t('We could not load this request')}
      >
        {(request) => <RequestDetail request={request} />}
      </QueryView>
    </Container>
  );
}

function RequestDetail({ request }: { request: RequestDto }) {
  const viewer = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [reportOpened, report] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const [meetOpened, meet] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: () => requestApi.remove(request._id),
    onSuccess: ({ message }) => {
      requestCache.remove(client, request._id);
      client.removeQueries({ queryKey: requestKeys.detail(request._id) });
      client.removeQueries({ queryKey: requestKeys.detail(request.name) });
      notifySuccess(message || tm(REQUEST_MESSAGES.requestDeleted));
      void navigate('/', { replace: true });
    },
    onError: (err) => notifyFailure(errorMessage(err)),
  });

  const author = fullName(request.user_info.name) || t('CareNet member');
  // A moderator sets the status, deleting included, through the moderation menu. The request's own
  // abilities carry no 'moderate' yet, so the menu follows the session's moderateRequests, which the
  // API's status changes are refused by.
  const moderator = holdsAbility(viewer, 'moderateRequests');
  const { abilities } = request;
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('Request type'),
      value: tm(REQUEST_TYPE_LABELS[request.request_type] ?? request.request_type),
    },
    { label: t('Created by'), value: creatorLabel(request) },
    // A doctor decides on and treats a patient's request only (docs/request-states.md#doctors-decision); a campaign has neither.
    ...(request.creatorType === 'patient'
      ? [
          {
            label: t('Doctor’s decision'),
            value: tm(ACCEPTANCE_STATUS_LABELS[String(request.acceptanceStatus)]),
          },
          {
            label: t('Treatment'),
            value: request.requestStatusByDoctor
              ? tm(TREATMENT_STATUS_LABELS[request.requestStatusByDoctor])
              : t('Not started'),
          },
        ]
      : []),
    { label: t('Currency'), value: currencyLabel(request.units) ?? t('Not set') },
    { label: t('Visibility'), value: request.isPrivate ? t('Private') : t('Public') },
    { label: t('Created'), value: formatDateTime(request.createdAt) },
    { label: t('Last updated'), value: formatDateTime(request.updatedAt) },
  ];
  // Why it was reported is for those who answer for the request: its creator and administrators.
  if (request.flagReason && abilities.manage) {
    facts.push({ label: t('Reported for'), value: tm(request.flagReason) });
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={4}>
          {t('Back to requests')}
        </Button>
      </Group>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card padding="lg" shadow="xs">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Group gap={8}>
                    <StatusBadge status={request.status} size="lg" />
                    <Badge variant="light" radius="sm" tt="none" size="lg">
                      {tm(REQUEST_TYPE_LABELS[request.request_type] ?? request.request_type)}
                    </Badge>
                    {request.isPrivate && (
                      <Badge
                        variant="light"
                        color="gray"
                        radius="sm"
                        tt="none"
                        size="lg"
                        leftSection={<IconLock size={14} />}
                      >
                        {t('Private')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" fw={500}>
                    {t('Ref id: {id}', { id: request.uniqueReferenceId })}
                  </Text>
                </Group>
                <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                  {request.title}
                </Title>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar
                    name={request.user_info.name}
                    imageUrl={request.user_info.profile_image_url}
                    radius="xl"
                  />
                  <Box style={{ minWidth: 0 }}>
                    <Group gap={4} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={`/user/${request.user_info._id}`}
                        fw={600}
                        c="dark"
                        truncate
                      >
                        {author}
                      </Anchor>
                      {request.user_info.profileVerificationStatus === PROFILE_VERIFICATION.verified && (
                        <IconRosetteDiscountCheckFilled
                          size={16}
                          color="var(--mantine-color-care-6)"
                          aria-label={t('Verified')}
                          role="img"
                          style={{ flexShrink: 0 }}
                        />
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time> ·{' '}
                      {relativeTime(request.createdAt)}
                    </Text>
                  </Box>
                </Group>
                {request.brief && (
                  <Text fw={500} c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                    {request.brief}
                  </Text>
                )}
                <Divider />
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lh={1.65}>
                  {request.description}
                </Text>
                <Group gap="sm">
                  <ApplyButton request={request} prominent />
                  <DonateButton request={request} prominent />
                  <ForumButton request={request} variant="button" />
                  <MessageButton request={request} />
                  {/* A private request is for its care team only: a shared link would open for no one else. */}
                  {!request.isPrivate && (
                    <ShareLinkButton
                      path={`/donationRequest/${request._id}`}
                      representsWhat={request.creatorType === 'doctor' ? 'campaign' : 'request'}
                      referenceId={request._id}
                    />
                  )}
                </Group>
              </Stack>
            </Card>
            {viewer && (
              <Card padding="lg" shadow="xs">
                <Stack gap="md">
                  <Title order={2} fz="lg">
                    {t('Actions')}
                  </Title>
                  <Group justify="space-between" align="flex-end" gap="sm">
                    <Group gap="sm" align="flex-end">
                      {showsDecision(abilities) && (
                        <DoctorDecision request={request} onAccepted={meet.open} />
                      )}
                      {abilities.treat && <TreatmentControl request={request} withLabel />}
                      {abilities.manage && (
                        <Button
                          component={Link}
                          to={requestEditPath(request)}
                          variant="light"
                          leftSection={<IconEdit size={16} />}
                        >
                          {t('Edit')}
                        </Button>
                      )}
                      {abilities.manage && !moderator && (
                        <Button
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={deleteDialog.open}
                        >
                          {t('Delete')}
                        </Button>
                      )}
                      {moderator && <ModerationMenu request={request} variant="button" />}
                    </Group>
                    <Group gap={4}>
                      {viewer && <FavouriteButton request={request} />}
                      {abilities.report && (
                        <Button
                          variant="subtle"
                          color="gray"
                          leftSection={<IconFlag size={16} />}
                          onClick={report.open}
                        >
                          {t('Report')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                </Stack>
              </Card>
            )}
            <MeetLinksSection request={request} />
            <PrescriptionsSection request={request} />
            <PatientRecordSection request={request} />
            {/* A podcast request's answer is its episodes (docs/podcasts.md#episodes). */}
            {request.request_type === 'podcast' && <RequestEpisodes requestId={request._id} />}
            {abilities.readApplications && <ApplicationsSection request={request} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {/* A request with no currency never collected money: nothing to account for. */}
            {requestDonationCurrency(request.units) && <DonationsSection request={request} />}
            <Card padding="lg" shadow="xs">
              <Title order={2} fz="lg" mb="md">
                {t('Details')}
              </Title>
              <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm" verticalSpacing="sm">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
                      {fact.label}
                    </Text>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {fact.value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
            <CareTeam request={request} />
          </Stack>
        </Grid.Col>
      </Grid>
      {abilities.report && (
        <ReportDialog
          request={request}
          opened={reportOpened}
          onClose={report.close}
          onReported={() => void navigate('/', { replace: true })}
        />
      )}
      {meetOpened && <MeetLinkDialog requestId={request._id} link={null} opened onClose={meet.close} />}
      <ConfirmDialog
        opened={deleteOpened}
        title={t('Delete this request?')}
        confirmLabel={t('Delete request')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={deleteDialog.close}
      >
        {t('“{title}” will be removed from CareNet. This cannot be undone.', { title: request.title })}
      </ConfirmDialog>
    </Stack>
  );
}

const ACCEPTANCE_COLOURS: Record<string, string> = {
  [ACCEPTANCE_STATUS.pending]: 'yellow',
  [ACCEPTANCE_STATUS.accepted]: 'green',
  [ACCEPTANCE_STATUS.rejected]: 'red',
};

function DoctorRow({ doctor }: { doctor: AssignedDoctorDto }) {
  const status = String(doctor.acceptanceStatus);
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar name={doctor.name} imageUrl={doctor.profile_image_url} radius="xl" size="md" />
        <Anchor component={Link} to={`/user/${doctor._id}`} size="sm" fw={600} c="dark" truncate>
          {fullName(doctor.name) || t('CareNet doctor')}
        </Anchor>
      </Group>
      <Badge variant="light" color={ACCEPTANCE_COLOURS[status] ?? 'gray'} radius="sm" tt="none">
        {doctor.acceptanceStatus === ACCEPTANCE_STATUS.pending
          ? t('Assigned')
          : tm(ACCEPTANCE_STATUS_LABELS[status])}
      </Badge>
    </Group>
  );
}

/**
 * docs/api-contract.md#entities-and-field-names assignedDoctors and orgId: who is looking after the request. Doctors take on patients'
 * requests only (docs/screens-and-flows.md#flows), so a campaign shows just its facility.
 */
function CareTeam({ request }: { request: RequestDto }) {
  const takesDoctors = request.creatorType === 'patient';
  return (
    <Card padding="lg" shadow="xs">
      <Title order={2} fz="lg" mb="md">
        {takesDoctors ? t('Care team') : t('Facility')}
      </Title>
      <Stack gap="md">
        {takesDoctors && (
          <>
            <Stack gap="sm">
              <Group gap={6}>
                <IconStethoscope size={16} color="var(--mantine-color-indigo-7)" />
                <Text size="sm" fw={600}>
                  {t('Doctors')}
                </Text>
              </Group>
              {request.assignedDoctors.length ? (
                request.assignedDoctors.map((doctor) => <DoctorRow key={doctor._id} doctor={doctor} />)
              ) : (
                <Text size="sm" c="dimmed">
                  {t('No doctor assigned yet.')}
                </Text>
              )}
              <Group>
                <AssignDoctorsButton request={request} />
              </Group>
            </Stack>
            <Divider />
          </>
        )}
        <Stack gap="xs">
          {takesDoctors && (
            <Group gap={6}>
              <IconBuildingHospital size={16} color="var(--mantine-color-care-7)" />
              <Text size="sm" fw={600}>
                {t('Facility')}
              </Text>
            </Group>
          )}
          {request.orgId ? (
            <FacilityLink orgId={request.orgId} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('No facility assigned.')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function RequestNotFound() {
  return (
    <NotFoundState icon={IconFileSearch} title={t('Request not found')}>
      {t(
        'This request does not exist, has been removed, or is private. If someone shared it with you, ask them to check the link.',
      )}
    </NotFoundState>
  );
}

function DetailSkeleton() {
  return (
    <Grid gutter="lg" aria-busy="true" aria-label={t('Loading request')}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card padding="lg" shadow="xs">
          <Skeleton height={22} width={160} />
          <Skeleton height={30} width="80%" mt="lg" />
          <Group mt="lg" gap="sm">
            <Skeleton height={38} circle />
            <Skeleton height={12} width={180} />
          </Group>
          <Skeleton height={12} mt="xl" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} width="70%" mt="sm" />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="lg" shadow="xs">
          <Skeleton height={18} width={100} />
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={12} mt="md" />
          ))}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
