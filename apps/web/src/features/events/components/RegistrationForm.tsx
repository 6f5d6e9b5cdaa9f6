import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import {
  COUPON_MESSAGES,
  EVENT_REGISTRATION_STATUS,
  discountedAmount,
  eventRegistrationSchema,
  fullName,
  formatDonationAmount,
  type EventDto,
  type EventRegistrationDto,
  type EventRegistrationInput,
} from '@carenet/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useCouponCheck, useRegisterForEvent } from '../api';
import { t, tm } from '../../../lib/i18n';
import { CheckYourEmail } from './CheckYourEmail';
import { RegistrationComplete } from './RegistrationComplete';

const FIELDS = ['fullName', 'email', 'phone', 'couponCode'] as const;

/** The uniqueness/lookup debounce of docs/validation-and-limits.md (600 ms). */
const COUPON_CHECK_DELAY_MS = 600;

function CouponStatus({ event, code }: { event: EventDto; code: string }) {
  const check = useCouponCheck(code, event.packagePlan);
  if (code.length < 3) return null;
  if (check.isPending) return <Text size="sm">{t('Checking the coupon…')}</Text>;
  if (check.isError)
    return (
      <Text size="sm" c="red.9" role="status">
        {errorMessage(check.error)}
      </Text>
    );
  const due = discountedAmount(event.fee, check.data.percent);
  return (
    <Text size="sm" fw={600} role="status">
      {tm(COUPON_MESSAGES.valid(check.data.percent))}{' '}
      {t('You pay {due} instead of {fee}.', {
        due: formatDonationAmount(due, event.currency),
        fee: formatDonationAmount(event.fee, event.currency),
      })}
    </Text>
  );
}

/**
 * Registration for an event, with a coupon field checked as it is typed. A signed-in person's own
 * verified address is registered at once; any other address first gets a link by e-mail, and the form
 * then says to check the inbox (docs/events-and-coupons.md#confirming-the-address).
 */
export function RegistrationForm({ event }: { event: EventDto }) {
  const session = useSession();
  const registerMutation = useRegisterForEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ registration: EventRegistrationDto; message: string } | null>(null);
  const [resent, setResent] = useState(false);
  const [editingAddress, setEditingAddress] = useState(false);
  const form = useForm({
    resolver: zodResolver(eventRegistrationSchema),
    defaultValues: {
      eventId: event._id,
      fullName: session ? fullName(session.name) : '',
      email: session?.email ?? '',
      phone: '',
      couponCode: '',
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [couponCode] = useDebouncedValue((watch('couponCode') ?? '').trim(), COUPON_CHECK_DELAY_MS);

  useEffect(() => {
    if (!editingAddress || done) return;
    form.setFocus('email');
    setEditingAddress(false);
  }, [editingAddress, done, form]);

  const send = async (values: EventRegistrationInput) => {
    const result = await registerMutation.mutateAsync({
      ...values,
      phone: values.phone || undefined,
      couponCode: values.couponCode || undefined,
    });
    setDone({ registration: result.data, message: result.message });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setResent(false);
    try {
      await send(values);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  const onResend = async () => {
    setFormError(null);
    try {
      await send(form.getValues());
      setResent(true);
    } catch (err) {
      // Back to the form, which shows why (registration closed meanwhile, the coupon used up...).
      setDone(null);
      setFormError(applyServerErrors(err, form.setError, FIELDS));
    }
  };

  if (done?.registration.status === EVENT_REGISTRATION_STATUS.unconfirmed) {
    return (
      <CheckYourEmail
        email={done.registration.email}
        message={done.message}
        resending={registerMutation.isPending}
        resent={resent}
        onResend={() => void onResend()}
        onChangeAddress={() => {
          setDone(null);
          setResent(false);
          setEditingAddress(true);
        }}
      />
    );
  }
  if (done) {
    return (
      <RegistrationComplete eventRef={event.slug} registration={done.registration} message={done.message} />
    );
  }
  if (!event.registrationOpen)
    return <Alert color="gray">{t('Registration for this event is closed.')}</Alert>;

  return (
    <Card padding="lg" shadow="xs" withBorder>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Register for the event')}>
        <Stack gap="md">
          <Group gap="xs">
            <IconTicket aria-hidden />
            <Title order={2} fz="lg">
              {t('Register')}
            </Title>
          </Group>
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Full Name')}
            withAsterisk
            autoComplete="name"
            {...register('fullName')}
            error={errors.fullName?.message}
          />
          <TextInput
            label={t('Email Address')}
            type="email"
            withAsterisk
            autoComplete="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t('Phone (optional)')}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
            error={errors.phone?.message}
          />
          {event.fee > 0 && (
            <Stack gap={4}>
              <TextInput
                label={t('Coupon code (optional)')}
                autoComplete="off"
                {...register('couponCode')}
                error={errors.couponCode?.message}
              />
              <CouponStatus event={event} code={couponCode} />
            </Stack>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('Register')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
