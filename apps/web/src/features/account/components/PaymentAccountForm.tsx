import { zodResolver } from '../../../lib/zodResolver';
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  PAYMENT_ACCOUNT_COUNTRIES,
  PAYMENT_ACCOUNT_COUNTRY_LABELS,
  paymentAccountSchema,
  type PaymentAccountDto,
  type PaymentAccountInput,
  type PaymentAccountValues,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t, tm } from '../../../lib/i18n';

interface PaymentAccountFormProps {
  /** The account being changed; none to add one. Its number is never sent back, so it is typed again. */
  account?: PaymentAccountDto;
  onSubmit: (input: PaymentAccountInput) => Promise<void>;
  onCancel: () => void;
}

const FIELDS = [
  'country',
  'accountHolderName',
  'bankName',
  'accountNumber',
  'ifscCode',
  'routingNumber',
] as const;

/** Where donations are paid: an Indian account with its IFSC code, or a US one with its routing number. */
export function PaymentAccountForm({ account, onSubmit, onCancel }: PaymentAccountFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentAccountInput, unknown, PaymentAccountValues>({
    resolver: zodResolver(paymentAccountSchema),
    defaultValues: {
      country: account?.country ?? 'IN',
      accountHolderName: account?.accountHolderName ?? '',
      bankName: account?.bankName ?? '',
      accountNumber: '',
      ifscCode: account?.ifscCode ?? '',
      routingNumber: account?.routingNumber ?? '',
      isDefault: account?.isDefault ?? false,
    },
  });
  const country = useWatch({ control, name: 'country' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="payment-country-label">
                {t('Country of the bank')}
              </Text>
              <SegmentedControl
                aria-labelledby="payment-country-label"
                value={field.value}
                onChange={field.onChange}
                data={PAYMENT_ACCOUNT_COUNTRIES.map((code) => ({
                  value: code,
                  label: tm(PAYMENT_ACCOUNT_COUNTRY_LABELS[code]),
                }))}
              />
            </Stack>
          )}
        />
        <TextInput
          label={t("Account holder's name")}
          required
          autoComplete="name"
          error={errors.accountHolderName?.message}
          {...register('accountHolderName')}
        />
        <TextInput label={t('Bank name')} error={errors.bankName?.message} {...register('bankName')} />
        <TextInput
          label={t('Account number')}
          required
          inputMode="numeric"
          autoComplete="off"
          description={
            account
              ? t('Type the whole number again (now {number}).', { number: account.accountNumberMasked })
              : undefined
          }
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        {country === 'IN' ? (
          <TextInput
            label={t('IFSC code')}
            required
            placeholder={t('SBIN0001234')}
            error={errors.ifscCode?.message}
            {...register('ifscCode')}
          />
        ) : (
          <TextInput
            label={t('Routing number (ABA)')}
            required
            inputMode="numeric"
            placeholder="021000021"
            error={errors.routingNumber?.message}
            {...register('routingNumber')}
          />
        )}
        <Checkbox label={t('Receive donations into this account')} {...register('isDefault')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {account ? t('Save changes') : t('Add account')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
