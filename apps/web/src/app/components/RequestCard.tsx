import { AssignDoctorsButton } from '../../features/requests/components/AssignDoctorsButton';
import { ActionIcon, Anchor, Badge, Box, Card, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag, IconLock, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import {
  PROFILE_VERIFICATION,
  REQUEST_TYPE_LABELS,
  careProgressStatus,
  fullName,
  type RequestDto,
} from '@carenet/shared';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useSession } from '../../lib/session';
import { t, tm } from '../../lib/i18n';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { requestDetailPath } from '../../lib/requestPaths';
import { creatorLabel } from '../../lib/roleLabel';
import { cutDescription } from '../../features/requests/format';
import { AssignmentIcons } from '../../features/requests/components/AssignmentIcons';
import { DoctorDecision, showsDecision } from '../../features/requests/components/DoctorDecision';
import { FavouriteButton } from '../../features/requests/components/FavouriteButton';
import { StatusBadge, StatusRibbon } from '../../features/requests/components/StatusBadge';
import { TreatmentControl } from '../../features/requests/components/TreatmentControl';

// The report and meet-link dialogs (forms, schemas, date fields) load when first opened, not with the feed.
const ReportDialog = lazy(async () => ({
  default: (await import('../../features/requests/components/ReportDialog')).ReportDialog,
}));
const MeetLinkDialog = lazy(async () => ({
  default: (await import('../../features/meet-links/components/MeetLinkDialog')).MeetLinkDialog,
}));

const CARD_PADDING = 'var(--mantine-spacing-lg)';

export interface RequestCardProps {
  request: RequestDto;
  /** docs/request-states.md#feed-by-role: a doctor's accept/reject and treatment controls belong to the home feed (and the detail page). */
  showDoctorActions?: boolean;
  /** The favourite toggle needs the viewer's own copy of the request (false in lists fetched anonymously). */
  showFavourite?: boolean;
  /** Buttons other features add to the card (forum, apply, donate, meet link). */
  actions?: ReactNode;
}

/**
 * docs/screens-and-flows.md#home-and-feed Request card. Its actions update the cached lists themselves (api.ts requestCache): a decision
 * or treatment changes the card in place, a report takes it out of the list.
 */
export function RequestCard({
  request,
  showDoctorActions = false,
  showFavourite = true,
  actions,
}: RequestCardProps) {
  const viewer = useSession();
  const [reportOpened, report] = useDisclosure(false);
  const [meetOpened, meet] = useDisclosure(false);
  // Once opened the report dialog stays mounted, so it can play its closing transition.
  const [reportUsed, setReportUsed] = useState(false);
  if (reportOpened && !reportUsed) setReportUsed(true);
  const author = fullName(request.user_info.name) || t('CareNet member');
  const verified = request.user_info.profileVerificationStatus === PROFILE_VERIFICATION.verified;
  const { abilities } = request;
  const decide = showDoctorActions && showsDecision(abilities);
  const treat = showDoctorActions && abilities.treat;
  const favourite = Boolean(viewer) && showFavourite;
  const progress = careProgressStatus(request);
  const hasFooter =
    decide ||
    treat ||
    abilities.seeAssignments ||
    abilities.assign ||
    favourite ||
    abilities.report ||
    actions;

  return (
    <Card
      component="article"
      padding={CARD_PADDING}
      shadow="xs"
      aria-labelledby={`request-${request._id}-title`}
      style={{ overflow: 'hidden' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {/* The same link as the author's name beside it: kept out of the tab order and the accessibility tree. */}
          <Anchor component={Link} to={`/user/${request.user_info._id}`} tabIndex={-1} aria-hidden>
            <UserAvatar
              name={request.user_info.name}
              imageUrl={request.user_info.profile_image_url}
              radius="xl"
            />
          </Anchor>
          <Box style={{ minWidth: 0 }}>
            <Group gap={4} wrap="nowrap">
              <Anchor
                component={Link}
                to={`/user/${request.user_info._id}`}
                fw={600}
                c="dark"
                size="sm"
                truncate
              >
                {author}
              </Anchor>
              {verified && (
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
              <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
              {' · '}
              {relativeTime(request.createdAt)}
            </Text>
          </Box>
        </Group>
        <StatusRibbon status={request.status} inset={CARD_PADDING} />
      </Group>

      <Stack gap={6} mt="md">
        <Text size="xs" c="dimmed" fw={500}>
          {t('Ref id: {id}', { id: request.uniqueReferenceId })}
        </Text>
        <Anchor
          component={Link}
          to={requestDetailPath(request)}
          id={`request-${request._id}-title`}
          fw={700}
          fz="lg"
          c="dark"
          lh={1.3}
          style={{ overflowWrap: 'anywhere' }}
        >
          {request.title}
        </Anchor>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }} data-testid="request-description">
          {cutDescription(request.description)}
        </Text>
        <Group gap={6} mt={4}>
          {progress !== null && <StatusBadge status={progress} data-testid="care-progress" />}
          <Badge variant="light" radius="sm" tt="none">
            {tm(REQUEST_TYPE_LABELS[request.request_type] ?? request.request_type)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {creatorLabel(request)}
          </Badge>
          {request.isPrivate && (
            <Badge variant="light" color="gray" radius="sm" tt="none" leftSection={<IconLock size={12} />}>
              {t('Private')}
            </Badge>
          )}
        </Group>
      </Stack>

      {hasFooter && (
        <>
          <Divider my="md" />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
              {decide && <DoctorDecision request={request} onAccepted={meet.open} />}
              {treat && <TreatmentControl request={request} />}
              {abilities.seeAssignments && <AssignmentIcons request={request} />}
            </Group>
            <Group gap={4} wrap="nowrap" ml="auto">
              {actions}
              <AssignDoctorsButton request={request} variant="icon" />
              {favourite && <FavouriteButton request={request} />}
              {abilities.report && (
                <Tooltip label={t('Report')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    radius="xl"
                    aria-label={t('Report this request')}
                    onClick={report.open}
                  >
                    <IconFlag size={19} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        </>
      )}
      {abilities.report && reportUsed && (
        <Suspense>
          <ReportDialog request={request} opened={reportOpened} onClose={report.close} />
        </Suspense>
      )}
      {meetOpened && (
        <Suspense>
          <MeetLinkDialog requestId={request._id} link={null} opened onClose={meet.close} />
        </Suspense>
      )}
    </Card>
  );
}
