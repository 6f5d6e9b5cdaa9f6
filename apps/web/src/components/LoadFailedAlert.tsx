import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../lib/api';
import { t } from '../lib/i18n';

interface LoadFailedAlertProps {
  /** What could not be loaded ("We could not load this request"); none inside a small card. */
  title?: string;
  /** The failed query: its error is shown and "Try again" fetches it again. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}

/** A read that failed: the server's message and a way to try again, so nothing is a dead end. */
export function LoadFailedAlert({ title, query }: LoadFailedAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title}>
      <Text size="sm">{errorMessage(query.error)}</Text>
      <Button
        mt="md"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('Try again')}
      </Button>
    </Alert>
  );
}
