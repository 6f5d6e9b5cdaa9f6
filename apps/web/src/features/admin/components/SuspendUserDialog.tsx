import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { suspendUserSchema, type SuspendUserInput } from '@carenet/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../../lib/i18n';

interface SuspendUserDialogProps {
  opened: boolean;
  /** The person being suspended, as the question names them. */
  name: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason before a suspension; the other administrators read it on the user's details. */
export function SuspendUserDialog({ opened, name, loading, onSubmit, onClose }: SuspendUserDialogProps) {
  const form = useForm<SuspendUserInput>({
    resolver: zodResolver(suspendUserSchema),
    defaultValues: { reason: '' },
  });
  const { reset } = form;
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (opened) reset({ reason: '' });
  }, [opened, reset]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Suspend this account?')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <form noValidate onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason))}>
        <Stack gap="md">
          <Text size="sm">
            {t(
              '{name} will be signed out everywhere and cannot sign in until an administrator reactivates the account.',
              { name },
            )}
          </Text>
          <Textarea
            label={t('Reason')}
            description={t('Kept in the activity log and shown to other administrators.')}
            autosize
            minRows={3}
            maxLength={500}
            withAsterisk
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('Cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {t('Suspend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
