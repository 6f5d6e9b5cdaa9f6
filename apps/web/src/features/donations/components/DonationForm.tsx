import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Button, Checkbox, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { DONATION_MESSAGES, type CreatedDonationDto, type DonationCurrency } from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { useSession } from '../../../lib/session';
import { useCreateDonation, usePaymentDriver } from '../api';
import { goToCheckout } from '../checkout';
import { donationFormSchema, type DonationFormInput } from '../formSchema';
import { CheckoutRedirect } from './CheckoutRedirect';
import { PledgeReceipt } from './PledgeReceipt';
import { msg, t, tm } from '../../../lib/i18n';

const FIELDS: FieldPath<DonationFormInput>[] = ['amount', 'guestName', 'guestEmail', 'message'];

const SUBMIT_LABELS = {
  offline: msg('Record my pledge'),
  stripe: msg('Continue to payment'),
} as const;

interface DonationFormProps {
  requestId: string;
  currency: DonationCurrency;
  /** Shown after a recorded pledge, to leave the form (a dialog's close). */
  onDone?: () => void;
}

/**
 * A donation to a request, by a signed-in user or a guest (who names themselves). With the offline
 * driver it is recorded as a pledge and shown as one; with Stripe the donor is sent to its checkout.
 */
export function DonationForm({ requestId, currency, onDone }: DonationFormProps) {
  const guest = useSession() === null;
  const driver = usePaymentDriver();
  const donate = useCreateDonation(requestId);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDonationDto | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(donationFormSchema(currency, guest)),
    // A guest's name stays off the request unless they choose to show it (as the API defaults).
    defaultValues: { guestName: '', guestEmail: '', message: '', anonymous: guest },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const donation = await donate.mutateAsync({
        amount: values.amount,
        currency,
        message: values.message || undefined,
        anonymous: values.anonymous,
        ...(guest ? { guestName: values.guestName, guestEmail: values.guestEmail } : {}),
      });
      setCreated(donation);
      if (donation.checkoutUrl) goToCheckout(donation.checkoutUrl);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  });

  if (created?.checkoutUrl) return <CheckoutRedirect url={created.checkoutUrl} />;
  if (created) return <PledgeReceipt donation={created} onDone={onDone} />;

  const code = currency.toUpperCase();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        {driver === 'offline' && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {tm(DONATION_MESSAGES.offlinePledgeNotice)}
          </Alert>
        )}
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('Amount ({currency})', { currency: code })}
              withAsterisk
              placeholder="500"
              leftSection={code}
              leftSectionWidth={52}
              thousandSeparator=","
              decimalScale={2}
              allowNegative={false}
              hideControls
              ref={field.ref}
              value={field.value ?? ''}
              // Mantine hands over a string while the number is half typed ('0.', '0.10').
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {guest && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Your name')}
              withAsterisk
              autoComplete="name"
              {...register('guestName')}
              error={errors.guestName?.message}
            />
            <TextInput
              label={t('Your e-mail')}
              type="email"
              withAsterisk
              autoComplete="email"
              description={t('For your receipt; never shown.')}
              {...register('guestEmail')}
              error={errors.guestEmail?.message}
            />
          </SimpleGrid>
        )}
        <Textarea
          label={t('Message')}
          placeholder={t('A few words of support (optional)')}
          autosize
          minRows={2}
          maxRows={5}
          {...register('message')}
          error={errors.message?.message}
        />
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <Checkbox
              label={t('Donate anonymously (your name is not shown on the request)')}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting} leftSection={<IconHeartHandshake size={18} />}>
          {driver ? t(SUBMIT_LABELS[driver]) : t('Donate')}
        </Button>
      </Stack>
    </form>
  );
}
