import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconFileText, IconShieldCheck, IconX } from '@tabler/icons-react';
import {
  RECORD_MESSAGES,
  VERIFICATION_MESSAGES,
  verificationSubjectName,
  type VerificationState,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { openPrivateFile, showsInATab } from '../../../lib/privateFiles';
import { msg, t, tm } from '../../../lib/i18n';
import { QUEUE_PAGE_SIZE, useDecideVerification, useVerificationQueue } from '../api';

const KIND_LABELS = {
  doctor: msg('Doctor'),
  facility: msg('Facility user'),
  organization: msg('Facility'),
} as const;
const TABS: { label: string; value: VerificationState }[] = [
  { label: msg('Pending'), value: 'pending' },
  { label: msg('Verified'), value: 'verified' },
  { label: msg('Rejected'), value: 'rejected' },
];

/** /admin/verifications: administrators review doctors' and facilities' submissions, oldest first. */
export function VerificationQueuePage() {
  const [status, setStatus] = useState<VerificationState>('pending');
  const [page, setPage] = useState(1);
  const query = useVerificationQueue(status, page);

  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / QUEUE_PAGE_SIZE));
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconShieldCheck size={26} />
            </ThemeIcon>
            <div>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('Verification queue')}
              </Title>
              <Text c="dimmed" size="sm">
                {t(
                  'Check each registration against the council’s or authority’s register and the documents before you decide. The applicant is e-mailed the decision; every decision is in the activity log.',
                )}
              </Text>
            </div>
          </Group>
          <SegmentedControl
            mt="md"
            data={TABS.map((tab) => ({ label: t(tab.label), value: tab.value }))}
            value={status}
            onChange={(value) => {
              setStatus(value as VerificationState);
              setPage(1);
            }}
            aria-label={t('Submissions by state')}
          />
        </Card>
        {query.isPending ? (
          <Skeleton height={180} radius="md" aria-label={t('Loading the queue')} />
        ) : query.isError ? (
          <LoadFailedAlert title={t('We could not load the queue')} query={query} />
        ) : query.data.items.length === 0 ? (
          <Card padding="xl" shadow="xs">
            <Text ta="center" c="dimmed">
              {status === 'pending' ? t('Nobody is waiting for review.') : t('No submissions here yet.')}
            </Text>
          </Card>
        ) : (
          <Stack gap="md">
            {query.data.items.map((submission) => (
              <SubmissionCard key={submission._id} submission={submission} />
            ))}
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} mx="auto" />}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function SubmissionCard({ submission }: { submission: VerificationSubmissionDto }) {
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const who = submission.applicantName || submission.applicantEmail || t('Applicant');
  // The decision toast names what was decided on: a facility by its name, a profile by its person.
  const decided = verificationSubjectName(submission);

  const approve = () =>
    decide.mutate(
      { id: submission._id, approve: true },
      {
        onSuccess: ({ message }) => notifySuccess(`${decided}: ${message}`),
        onError: (err) => notifyFailure(errorMessage(err)),
      },
    );

  const reject = () => {
    if (!reason.trim()) {
      setReasonError(tm(VERIFICATION_MESSAGES.reasonRequired));
      return;
    }
    decide.mutate(
      { id: submission._id, approve: false, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          notifySuccess(`${decided}: ${message}`);
          setRejecting(false);
        },
        onError: (err) => setReasonError(errorMessage(err)),
      },
    );
  };

  return (
    <Card padding="lg" shadow="xs" component="article" aria-label={t('Submission of {name}', { name: who })}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} fz="lg">
            {who}
          </Title>
          <Text size="sm" c="dimmed">
            {t('{email} · submitted {date}', {
              email: submission.applicantEmail ?? '',
              date: formatDateTime(submission.submittedAt),
            })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light">{t(KIND_LABELS[submission.kind])}</Badge>
          {submission.orgName && <Badge variant="outline">{submission.orgName}</Badge>}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Detail label={t('Registration number')}>{submission.registrationNumber}</Detail>
        <Detail label={submission.kind === 'doctor' ? t('Medical council') : t('Authority')}>
          {submission.authority}
        </Detail>
        {submission.registrationYear && <Detail label={t('Year')}>{submission.registrationYear}</Detail>}
        {submission.qualifications.length > 0 && (
          <Detail label={t('Qualifications')}>{submission.qualifications.join(', ')}</Detail>
        )}
        {submission.specialties.length > 0 && (
          <Detail label={t('Specialties')}>{submission.specialties.join(', ')}</Detail>
        )}
      </SimpleGrid>
      <Stack gap={4} mt="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('Documents')}
        </Text>
        {submission.documents.map((document) => (
          <Anchor
            key={document.key}
            component="button"
            type="button"
            size="sm"
            ta="left"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            onClick={() =>
              void openPrivateFile(
                document,
                showsInATab(document.contentType),
                RECORD_MESSAGES.openFailed,
              ).catch((err: unknown) => notifyFailure(errorMessage(err)))
            }
          >
            <IconFileText size={16} aria-hidden /> {document.name}
          </Anchor>
        ))}
      </Stack>
      {submission.status === 'pending' ? (
        <Group justify="flex-end" mt="lg">
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={18} />}
            onClick={() => setRejecting(true)}
            disabled={decide.isPending}
          >
            {t('Reject')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} />}
            onClick={approve}
            loading={decide.isPending && !rejecting}
          >
            {t('Approve')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" mt="md" c={submission.status === 'verified' ? 'green.8' : 'red.8'}>
          {submission.decidedAt
            ? submission.status === 'verified'
              ? t('Verified on {date}', { date: formatDateTime(submission.decidedAt) })
              : t('Rejected on {date}', { date: formatDateTime(submission.decidedAt) })
            : submission.status === 'verified'
              ? t('Verified')
              : t('Rejected')}
          {submission.reason ? `: ${submission.reason}` : ''}
        </Text>
      )}
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('Reject {name}’s submission', { name: who })}
        closeButtonProps={{ 'aria-label': t('Close') }}
        centered
      >
        <Stack>
          <Textarea
            label={t('Reason')}
            description={t('The applicant reads this in the e-mail and on their verification page.')}
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('Cancel')}
            </Button>
            <Button color="red" onClick={reject} loading={decide.isPending}>
              {t('Reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
