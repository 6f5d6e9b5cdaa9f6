import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { PROFILE_VERIFICATION, type MyVerificationDto } from '@carenet/shared';
import { formatDateTime } from '../../../lib/dates';

/** What the applicant reads about their verification: not submitted, pending, verified, or rejected and why. */
export function VerificationState({
  verification,
  subject,
}: {
  verification: MyVerificationDto;
  subject: string;
}) {
  const { status, latest } = verification;
  if (status === PROFILE_VERIFICATION.verified) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title="Verified">
        An administrator verified {subject}
        {latest?.decidedAt ? ` on ${formatDateTime(latest.decidedAt)}` : ''}.
      </Alert>
    );
  }
  if (status === PROFILE_VERIFICATION.pending) {
    return (
      <Alert color="blue" variant="light" icon={<IconHourglass size={20} />} title="Pending review">
        Your details were submitted{latest ? ` on ${formatDateTime(latest.submittedAt)}` : ''}. An
        administrator will review them and you will get an e-mail with the decision.
      </Alert>
    );
  }
  if (status === PROFILE_VERIFICATION.rejected) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Not approved">
        <Text size="sm">The reviewer could not verify the details you submitted.</Text>
        {latest?.reason && (
          <Text size="sm" mt="xs">
            <strong>Reason:</strong> {latest.reason}
          </Text>
        )}
        <Text size="sm" mt="xs">
          Correct your details below and submit them again.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} title="Not submitted yet">
      <Text size="sm">Until an administrator verifies {subject}, you cannot:</Text>
      <List size="sm" mt={4}>
        <List.Item>accept or be assigned patients’ requests,</List.Item>
        <List.Item>write prescriptions or create meet links,</List.Item>
        <List.Item>open a patient’s chat or read any health data.</List.Item>
      </List>
    </Alert>
  );
}
