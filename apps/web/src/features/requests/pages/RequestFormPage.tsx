import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { zodResolver } from '../../../lib/zodResolver';
import {
  IconAlertCircle,
  IconFileSearch,
  IconHome,
  IconLogin,
  IconSpeakerphone,
  IconStethoscope,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
  createRequestSchema,
  type CreateRequestInput,
  type RequestDto,
} from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api';
import { requestDetailPath } from '../../../lib/requestPaths';
import { loginPathFor } from '../../../lib/redirect';
import { holdsAbility } from '../../../lib/abilities';
import { useSession } from '../../../lib/session';
import { requestApi, requestCache, requestKeys, useRequest } from '../../../lib/requests';
import { msg, t, tm } from '../../../lib/i18n';

export type RequestFormKind = 'request' | 'campaign';

type FormValues = CreateRequestInput;
type FormOutput = z.output<typeof createRequestSchema>;

const FIELDS = ['title', 'description', 'brief', 'request_type', 'units', 'isPrivate'] as const;

/** docs/validation-and-limits.md: IN and US only, so the two currencies a request may collect in. */
const CURRENCY_OPTIONS = [
  { value: 'inr', label: msg('INR — Indian rupee') },
  { value: 'usd', label: msg('USD — US dollar') },
];

/**
 * `moderatorIntro` is for an administrator: what they create starts approved (docs/request-states.md),
 * so nobody reviews it first.
 */
const COPY: Record<
  RequestFormKind,
  { create: string; edit: string; intro: string; moderatorIntro: string; submit: string }
> = {
  request: {
    create: msg('Create a request'),
    edit: msg('Edit your request'),
    intro: msg(
      'Describe what you need: a consultation, a second opinion or treatment. An administrator reviews it before doctors see it.',
    ),
    moderatorIntro: msg(
      'Describe what is needed: a consultation, a second opinion or treatment. A request an administrator creates is approved at once, so doctors see it straight away.',
    ),
    submit: msg('Submit request'),
  },
  campaign: {
    create: msg('Create a campaign'),
    edit: msg('Edit your campaign'),
    intro: msg(
      'Offer free care to the community: a screening camp, free consultations or a clinic day. An administrator reviews it before it is published.',
    ),
    moderatorIntro: msg(
      'Offer free care to the community: a screening camp, free consultations or a clinic day. A campaign an administrator creates is published at once.',
    ),
    submit: msg('Create campaign'),
  },
};

function emptyValues(): FormValues {
  return { title: '', description: '', brief: '', request_type: 'talhospitals', units: '', isPrivate: false };
}

function valuesOf(request: RequestDto): FormValues {
  return {
    title: request.title,
    description: request.description,
    brief: request.brief ?? '',
    request_type: request.request_type,
    units: request.units ?? '',
    isPrivate: request.isPrivate,
  };
}

/**
 * /new-request, /create-request and /doctorrequest create; /new-request/{id} and /doctorrequest/{id}
 * edit (the creator, or an administrator; anyone else sees the not-found state the API gives them).
 */
export function RequestFormPage({ kind }: { kind: RequestFormKind }) {
  const { id } = useParams();
  const session = useSession();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {!session ? (
        <SignInFirst kind={kind} />
      ) : kind === 'campaign' && !holdsAbility(session, 'createCampaign') ? (
        <CampaignsNotForYou />
      ) : id ? (
        <EditRequest id={id} kind={kind} />
      ) : (
        <RequestForm kind={kind} />
      )}
    </Container>
  );
}

function EditRequest({ id, kind }: { id: string; kind: RequestFormKind }) {
  const query = useRequest(id);
  if (query.isPending) return <FormSkeleton />;
  const notFound =
    (query.isError && query.error instanceof ApiError && query.error.statusCode === 404) ||
    (query.isSuccess && !query.data.abilities.manage);
  if (notFound) return <NotEditable />;
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('We could not load this request')}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return <RequestForm key={query.data._id} kind={kind} editing={query.data} />;
}

function RequestForm({ kind, editing }: { kind: RequestFormKind; editing?: RequestDto }) {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(createRequestSchema),
    defaultValues: editing ? valuesOf(editing) : emptyValues(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const copy = COPY[kind];
  // A moderator names the creator type (the API honours nobody else's): it follows the form they chose.
  const moderator = holdsAbility(session, 'moderateRequests');

  const save = async (values: FormOutput) => {
    setFormError(null);
    const fields = {
      title: values.title,
      description: values.description,
      brief: values.brief ?? '',
      request_type: values.request_type,
      units: values.units,
      isPrivate: values.isPrivate,
    };
    try {
      const result = editing
        ? await requestApi.update(editing._id, fields)
        : await requestApi.create({
            ...fields,
            ...(moderator ? { creatorType: kind === 'campaign' ? 'doctor' : 'patient' } : {}),
          });
      if (editing) requestCache.replace(client, result.data);
      else void client.invalidateQueries({ queryKey: requestKeys.all });
      notifySuccess(result.message);
      void navigate(requestDetailPath(result.data));
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  };

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="request-form-title">
      <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
        <ThemeIcon size={48} radius="md" variant="light">
          {kind === 'campaign' ? <IconSpeakerphone size={26} /> : <IconStethoscope size={26} />}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 26 }} id="request-form-title">
            {t(editing ? copy.edit : copy.create)}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {editing
              ? t('Ref id {id}', { id: editing.uniqueReferenceId })
              : t(moderator ? copy.moderatorIntro : copy.intro)}
          </Text>
        </div>
      </Group>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save, () => setFormError(tm(MESSAGES.fixErrors)))(event)}
      >
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('Title')}
            placeholder={
              kind === 'campaign'
                ? t('e.g. Free heart check-up camp')
                : t('e.g. Second opinion on a knee replacement')
            }
            withAsterisk
            maxLength={150}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="request_type"
            render={({ field, fieldState }) => (
              <Select
                label={t('Request type')}
                data={REQUEST_TYPES.map((type) => ({ value: type, label: tm(REQUEST_TYPE_LABELS[type]) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                withAsterisk
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('Short summary')}
            description={t('One line shown under the title (optional).')}
            maxLength={300}
            error={errors.brief?.message}
            {...form.register('brief')}
          />
          <Textarea
            label={t('Description')}
            placeholder={
              kind === 'campaign'
                ? t('Who can come, when and where, and what is offered.')
                : t('Your symptoms, what you have been told so far, and what help you are looking for.')
            }
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={5000}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="units"
            render={({ field, fieldState }) => (
              <Select
                label={t('Currency')}
                description={t('The currency donations to this request are made in (optional).')}
                placeholder={t('No donations')}
                data={CURRENCY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                clearable
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isPrivate"
            render={({ field }) => (
              <Switch
                label={t('Private')}
                description={t(
                  'Only you, your doctors, your facility and administrators can see a private request.',
                )}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => void navigate(-1)} disabled={isSubmitting}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {editing ? t('Save changes') : t(copy.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function SignInFirst({ kind }: { kind: RequestFormKind }) {
  const location = useLocation();
  return (
    <StatePanel
      icon={<IconLogin size={36} stroke={1.5} />}
      title={kind === 'campaign' ? t('Sign in to create a campaign') : t('Sign in to create a request')}
      text={
        kind === 'campaign'
          ? t(
              'Doctors and facilities run free campaigns on CareNet. Sign in and you will come straight back here.',
            )
          : t('Sign in and you will come straight back here.')
      }
      action={
        <Button component={Link} to={loginPathFor(location.pathname)} leftSection={<IconLogin size={18} />}>
          {t('Login')}
        </Button>
      }
    />
  );
}

function CampaignsNotForYou() {
  return (
    <StatePanel
      icon={<IconSpeakerphone size={36} stroke={1.5} />}
      title={t('Campaigns are for doctors and facilities')}
      text={t(
        'Doctors and facilities create free campaigns for the community. You can ask for care with a request instead.',
      )}
      action={
        <Button component={Link} to="/create-request">
          {t('Create Request')}
        </Button>
      }
    />
  );
}

function NotEditable() {
  return (
    <StatePanel
      icon={<IconFileSearch size={36} stroke={1.5} />}
      title={t('Request not found')}
      text={t('This request does not exist, or it is not yours to edit.')}
      action={
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('Back to home')}
        </Button>
      }
    />
  );
}

function StatePanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card padding="xl" shadow="xs">
      <Stack align="center" gap="md" ta="center" py="lg">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}

function FormSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading request')}>
      <Skeleton height={26} width="50%" />
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={36} mt="lg" />
      ))}
      <Skeleton height={120} mt="lg" />
    </Card>
  );
}
