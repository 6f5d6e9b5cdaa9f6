import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, eraseAccountSchema, type EraseAccountInput } from '@carenet/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t, tm } from '../../../lib/i18n';
import { useEraseAccount } from '../api';

interface DeleteAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the account is erased (the caller signs out and leaves). */
  onDeleted: (message: string) => void;
}

/** 'Delete my account': a clear warning, then the password again before anything is erased. */
export function DeleteAccountDialog({ opened, onClose, onDeleted }: DeleteAccountDialogProps) {
  const erase = useEraseAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EraseAccountInput>({
    resolver: zodResolver(eraseAccountSchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const result = await erase.mutateAsync(input);
      onDeleted(result.message);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['password']));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('Delete my account')}
      closeButtonProps={{ 'aria-label': t('Close') }}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('This cannot be undone')}
          >
            {tm(ACCOUNT_MESSAGES.eraseWarning)}
          </Alert>
          <FormErrorAlert message={formError} />
          <PasswordInput
            label={t('Your password')}
            description={t('Enter your password to confirm that it is you.')}
            autoComplete="current-password"
            required
            data-autofocus
            error={errors.password?.message}
            {...register('password')}
          />
          <Text size="sm" c="dimmed">
            {t('You will be signed out on every device.')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('Delete my account')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
