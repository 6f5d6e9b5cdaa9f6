import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The whole screen of a mailed link that cannot be used (expired, used, mistyped): a heading that says
 * so, the reason, and the one way on (`action`).
 */
export function UnusableLinkNotice({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Alert color="red" variant="light" icon={<IconLinkOff size={20} />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {action}
        </Stack>
      </Alert>
    </Stack>
  );
}
