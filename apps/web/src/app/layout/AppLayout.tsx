import { AppShell, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';

export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Text fw={800} c="care.8" size="xl">
            CareNet
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
