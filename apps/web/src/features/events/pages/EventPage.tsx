import { Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartHandshake, IconMapPin } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { useEvent } from '../api';
import { RegistrationForm } from '../components/RegistrationForm';
import { eventWhen, feeLabel } from '../format';
import { t } from '../../../lib/i18n';

/** /event/{slug}: the public event page with registration (coupon checked live) and a way to donate. */
export function EventPage() {
  const { slug = '' } = useParams();
  const query = useEvent(slug);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<Skeleton height={320} />}
        notFound={
          <NotFoundState icon={IconCalendarEvent} title={t('Event not found')}>
            {t('This event was not found. It may have been moved or its address mistyped.')}
          </NotFoundState>
        }
        failedTitle={t('We could not load this event')}
      >
        {(event) => (
          <Grid gutter={{ base: 'sm', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Title order={1}>{event.title}</Title>
                <Group gap="xs" wrap="nowrap">
                  <IconCalendarEvent aria-hidden size={20} />
                  <Text>{eventWhen(event.startsAt, event.endsAt)}</Text>
                </Group>
                {event.venue && (
                  <Group gap="xs" wrap="nowrap">
                    <IconMapPin aria-hidden size={20} />
                    <Text>{event.venue}</Text>
                  </Group>
                )}
                <Text fw={600}>{t('Entry: {fee}', { fee: feeLabel(event.fee, event.currency) })}</Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>
                <Button
                  component={Link}
                  to={`/event/${encodeURIComponent(event.slug)}/donate`}
                  variant="light"
                  leftSection={<IconHeartHandshake size={18} />}
                  w="fit-content"
                >
                  {t('Donate to this event')}
                </Button>
                {event.abilities.update && (
                  <Anchor component={Link} to="/admin/manageEvents">
                    {t('Manage events')}
                  </Anchor>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <RegistrationForm event={event} />
            </Grid.Col>
          </Grid>
        )}
      </QueryView>
    </Container>
  );
}
