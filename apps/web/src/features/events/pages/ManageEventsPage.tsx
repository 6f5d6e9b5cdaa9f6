import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { createEventSchema, type CreateEventInput } from '@carenet/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifySuccess } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api';
import { useAllEvents, useCreateEvent, useUpdateEvent } from '../api';
import { eventWhen, feeLabel } from '../format';
import { t } from '../../../lib/i18n';
import { fieldErrors } from '../fieldErrors';

const EMPTY = {
  slug: '',
  title: '',
  venue: '',
  description: '',
  startsAt: '',
  endsAt: '',
  fee: 0 as number | string,
};

/** A datetime-local value as an ISO instant in the browser's zone. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

function CreateEventForm() {
  const create = useCreateEvent();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The value is read while the event is live: React empties currentTarget before an updater runs.
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body: CreateEventInput = {
      slug: values.slug,
      title: values.title,
      venue: values.venue,
      description: values.description,
      startsAt: toIso(values.startsAt),
      endsAt: toIso(values.endsAt),
      fee: Math.round(Number(values.fee || 0) * 100),
      currency: 'inr',
    };
    const parsed = createEventSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await create.mutateAsync(body);
      notifySuccess(result.message);
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        setErrors(Object.fromEntries(err.errors.map((item) => [item.path, item.message])));
      } else setFormError(errorMessage(err));
    }
  };

  return (
    <Card padding="lg" shadow="xs" withBorder>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Create an event')}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('Create an event')}
          </Title>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Title')}
            withAsterisk
            value={values.title}
            onChange={set('title')}
            error={errors.title}
          />
          <TextInput
            label={t('Web address (slug)')}
            description={t('Lower-case letters, digits and hyphens: the page is /event/<slug>')}
            withAsterisk
            value={values.slug}
            onChange={set('slug')}
            error={errors.slug}
          />
          <TextInput label={t('Venue')} value={values.venue} onChange={set('venue')} error={errors.venue} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('Starts')}
              type="datetime-local"
              withAsterisk
              value={values.startsAt}
              onChange={set('startsAt')}
              error={errors.startsAt}
              miw={200}
            />
            <TextInput
              label={t('Ends')}
              type="datetime-local"
              withAsterisk
              value={values.endsAt}
              onChange={set('endsAt')}
              error={errors.endsAt}
              miw={200}
            />
          </Group>
          <NumberInput
            label={t('Entry fee (INR, 0 for free)')}
            min={0}
            clampBehavior="none"
            decimalScale={2}
            value={values.fee}
            onChange={(fee) => setValues((v) => ({ ...v, fee }))}
            error={errors.fee}
          />
          <Textarea
            label={t('Description')}
            autosize
            minRows={3}
            value={values.description}
            onChange={set('description')}
            error={errors.description}
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('Create event')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function EventsTable() {
  const query = useAllEvents();
  const update = useUpdateEvent();
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <LoadFailedAlert title={t('We could not load the events')} query={query} />;
  if (query.data.length === 0) return <Text>{t('No events yet. Create the first one below.')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Event')}</Table.Th>
            <Table.Th>{t('When')}</Table.Th>
            <Table.Th>{t('Fee')}</Table.Th>
            <Table.Th>{t('Registered / checked in')}</Table.Th>
            <Table.Th>{t('Registration open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((event) => (
            <Table.Tr key={event._id}>
              <Table.Td>
                <Anchor component={Link} to={`/event/${encodeURIComponent(event.slug)}`}>
                  {event.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{eventWhen(event.startsAt, event.endsAt)}</Table.Td>
              <Table.Td>{feeLabel(event.fee, event.currency)}</Table.Td>
              <Table.Td>
                {event.registrations ?? 0} / {event.checkedIn ?? 0}
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={t('Registration open for {title}', { title: event.title })}
                  checked={event.registrationOpen}
                  disabled={update.isPending}
                  onChange={(e) =>
                    update.mutate({ id: event._id, registrationOpen: e.currentTarget.checked })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/manageEvents: administrators list events with their registrations and create new ones. */
export function ManageEventsPage() {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('Manage Events')}</Title>
        <EventsTable />
        <CreateEventForm />
      </Stack>
    </Container>
  );
}
