import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { tm } from '../../../lib/i18n';

/** The success message of the last submission (docs/api-contract.md#messages), kept above the fresh form until the next one. */
export function SubmittedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="care" variant="light" icon={<IconCircleCheck size={18} />} role="status">
      {tm(message)}
    </Alert>
  );
}
