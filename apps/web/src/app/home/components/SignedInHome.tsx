import { Box, Grid, Stack } from '@mantine/core';
import type { SignedInUserDto } from '@carenet/shared';
import { useWideFrom } from '../../../lib/useWideFrom';
import { HomeCarousels } from './HomeCarousels';
import { RequestFeed } from './RequestFeed';
import { WelcomePanel } from './WelcomePanel';

/** The signed-in home: a welcome, the request feed and, on wide screens, the carousels beside it. */
export function SignedInHome({ user, keyword }: { user: SignedInUserDto; keyword: string }) {
  const wide = useWideFrom('lg');
  return (
    <Box px={{ base: 'sm', sm: 'lg', xl: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Grid gutter="xl" overflow="hidden">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {!keyword && <WelcomePanel user={user} />}
            <RequestFeed user={user} keyword={keyword} />
          </Stack>
        </Grid.Col>
        {wide && (
          <Grid.Col span={{ base: 12, lg: 4 }} visibleFrom="lg">
            <HomeCarousels compact />
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
