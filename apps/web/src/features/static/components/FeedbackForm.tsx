import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { zodResolver } from '../../../lib/zodResolver';
import { MESSAGES, feedbackSchema, fullName, type FEEDBACK_KINDS } from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/forms';
import { msg, t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSendFeedback } from '../api';

type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
type FeedbackBody = z.output<typeof feedbackSchema>;

/** Every field present, so each input stays controlled; rating 0 means "not rated". */
interface FeedbackFormValues {
  kind: FeedbackKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  rating: number | undefined;
}

const FIELDS = ['name', 'email', 'subject', 'message', 'rating'] as const;

const RATING_LABELS = ['', msg('Very poor'), msg('Poor'), msg('Okay'), msg('Good'), msg('Excellent')];

/** A field's message (the schema's or the server's English) in the page's language. */
const say = (message?: string) => (message ? t(message) : undefined);

interface FeedbackFormProps {
  kind: FeedbackKind;
  title: string;
  description?: string;
  /** The 1 to 5 rating of the Feedback page. */
  withRating?: boolean;
  /** A subject line (contact and help requests). */
  withSubject?: boolean;
  messageLabel: string;
  messagePlaceholder: string;
  submitLabel: string;
  /** What happens next, shown under the thank-you. */
  successText: string;
}

/** The feedback, help and contact forms: one schema (feedbackSchema), one endpoint. */
export function FeedbackForm(props: FeedbackFormProps) {
  const session = useSession();
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const defaults: FeedbackFormValues = {
    kind: props.kind,
    name: session ? fullName(session.name) : '',
    email: session?.email ?? '',
    subject: '',
    message: '',
    rating: undefined,
  };
  const form = useForm<FeedbackFormValues, unknown, FeedbackBody>({
    // The form always holds every field: a narrower shape than the schema's input.
    resolver: zodResolver(feedbackSchema) as Resolver<FeedbackFormValues, unknown, FeedbackBody>,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: FeedbackBody) => {
    setFormError(null);
    try {
      await send.mutateAsync(body);
      setSent(true);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  };

  if (sent) {
    return (
      <Card padding="xl">
        <Stack align="center" ta="center" gap="sm" py="lg" role="status">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconCircleCheck size={36} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t(MESSAGES.feedbackThanks)}
          </Title>
          <Text c="dimmed" maw={420}>
            {props.successText}
          </Text>
          <Button
            variant="light"
            mt="sm"
            onClick={() => {
              form.reset(defaults);
              setSent(false);
            }}
          >
            {t('Send another message')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card padding="lg">
      <Title order={2} fz="lg">
        {props.title}
      </Title>
      {props.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {props.description}
        </Text>
      )}
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Stack gap="md" mt="lg">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {t(formError)}
            </Alert>
          )}
          {props.withRating && (
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <Input.Wrapper label={t('How would you rate CareNet?')} error={say(errors.rating?.message)}>
                  <Group gap="sm" mt={6} wrap="wrap">
                    <Rating
                      size="lg"
                      value={field.value ?? 0}
                      onChange={(value) => field.onChange(value || undefined)}
                      aria-label={t('Rating from 1 to 5')}
                    />
                    <Text size="sm" c="dimmed">
                      {field.value ? t(RATING_LABELS[field.value]) : t('Not rated yet')}
                    </Text>
                  </Group>
                </Input.Wrapper>
              )}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Name')}
              withAsterisk
              autoComplete="name"
              {...form.register('name')}
              error={say(errors.name?.message)}
            />
            <TextInput
              label={t('E-mail')}
              type="email"
              autoComplete="email"
              description={t('So we can reply. Optional.')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.register('email')}
              error={say(errors.email?.message)}
            />
          </SimpleGrid>
          {props.withSubject && (
            <TextInput
              label={t('Subject')}
              {...form.register('subject')}
              error={say(errors.subject?.message)}
            />
          )}
          <Textarea
            label={props.messageLabel}
            placeholder={props.messagePlaceholder}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            {...form.register('message')}
            error={say(errors.message?.message)}
          />
          <Text size="xs" c="dimmed">
            {t(
              'Please do not include medical records or card numbers. For a medical emergency call 112 in India or 911 in the United States.',
            )}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
