import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { PROFILE_VERIFICATION, type MyVerificationDto, type VerificationKind } from '@carenet/shared';
import { formatDateTime } from '../../../lib/dates';
import { msg, t } from '../../../lib/i18n';

/**
 * What verification changes, told before the first submission. Only a doctor treats patients, so only a
 * doctor is told of clinical work; a facility user's verification vouches for them (the tick, the
 * invitations CareNet sends in their name), and a facility's makes it public.
 */
const UNLOCKS: Record<VerificationKind, { lead: string; items: string[] }> = {
  doctor: {
    lead: msg('Until an administrator verifies {subject}, you cannot:'),
    items: [
      msg('accept or be assigned patients’ requests,'),
      msg('write prescriptions or create meet links,'),
      msg('open a patient’s chat or read any health data.'),
    ],
  },
  facility: {
    lead: msg('Once an administrator verifies {subject}:'),
    items: [
      msg('your name, profile and campaigns carry the verified tick,'),
      msg('you can invite doctors to join CareNet.'),
    ],
  },
  organization: {
    lead: msg('Once an administrator verifies {subject}:'),
    items: [
      msg('everyone can find it, on the home page and on its own page,'),
      msg('patients can address their requests to it.'),
    ],
  },
};

/** What the applicant reads about their verification: not submitted, pending, verified, or rejected and why. */
export function VerificationState({
  verification,
  subject,
}: {
  verification: MyVerificationDto;
  subject: string;
}) {
  const { kind, status, latest } = verification;
  if (status === PROFILE_VERIFICATION.verified) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('Verified')}>
        {latest?.decidedAt
          ? t('An administrator verified {subject} on {date}.', {
              subject,
              date: formatDateTime(latest.decidedAt),
            })
          : t('An administrator verified {subject}.', { subject })}
      </Alert>
    );
  }
  if (status === PROFILE_VERIFICATION.pending) {
    return (
      <Alert color="blue" variant="light" icon={<IconHourglass size={20} />} title={t('Pending review')}>
        {latest
          ? t(
              'Your details were submitted on {date}. An administrator will review them and you will get an e-mail with the decision.',
              { date: formatDateTime(latest.submittedAt) },
            )
          : t(
              'Your details were submitted. An administrator will review them and you will get an e-mail with the decision.',
            )}
      </Alert>
    );
  }
  if (status === PROFILE_VERIFICATION.rejected) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('Not approved')}>
        <Text size="sm">{t('The reviewer could not verify the details you submitted.')}</Text>
        {latest?.reason && (
          <Text size="sm" mt="xs">
            <strong>{t('Reason:')}</strong> {latest.reason}
          </Text>
        )}
        <Text size="sm" mt="xs">
          {t('Correct your details below and submit them again.')}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} title={t('Not submitted yet')}>
      <Text size="sm">{t(UNLOCKS[kind].lead, { subject })}</Text>
      <List size="sm" mt={4}>
        {UNLOCKS[kind].items.map((item) => (
          <List.Item key={item}>{t(item)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
