import { Badge, Button, Group } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type ApplicationDto, type ApplicationStatus } from '@carenet/shared';
import { errorMessage } from '../../../lib/api';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { useApplicationAction } from '../api';
import { t, tm } from '../../../lib/i18n';

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  pending: 'gray',
  accepted: 'care',
  declined: 'red',
  completed: 'blue',
};

/** The application's status, and the owner's Accept / Decline / Mark completed as the server allows. */
export function ApplicationDecision({ application }: { application: ApplicationDto }) {
  const action = useApplicationAction(application.donation_request_info._id);
  const { canAccept, canDecline, canComplete } = application.abilities;
  const name = `${application.participantName.first_name} ${application.participantName.last_name}`;
  const run = (to: 'accepted' | 'declined' | 'completed') =>
    action.mutate(
      { id: application._id, to },
      {
        onSuccess: (envelope) => notifySuccess(envelope.message),
        onError: (err) => notifyFailure(errorMessage(err)),
      },
    );
  const busy = (to: string) => action.isPending && action.variables?.to === to;

  return (
    <Group gap="xs" row-gap={4}>
      <Badge variant="light" color={STATUS_COLORS[application.status]}>
        {tm(APPLICATION_STATUS_LABELS[application.status])}
      </Badge>
      {canAccept && (
        <Button
          size="compact-sm"
          loading={busy('accepted')}
          disabled={action.isPending}
          onClick={() => run('accepted')}
          aria-label={t('Accept {name}', { name })}
        >
          {t('Accept')}
        </Button>
      )}
      {canDecline && (
        <Button
          size="compact-sm"
          variant="default"
          loading={busy('declined')}
          disabled={action.isPending}
          onClick={() => run('declined')}
          aria-label={t('Decline {name}', { name })}
        >
          {t('Decline')}
        </Button>
      )}
      {canComplete && (
        <Button
          size="compact-sm"
          loading={busy('completed')}
          disabled={action.isPending}
          onClick={() => run('completed')}
          aria-label={t('Mark {name} completed', { name })}
        >
          {t('Mark completed')}
        </Button>
      )}
    </Group>
  );
}
