import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { MEET_DESCRIPTION_MAX, MEET_MESSAGES, MEET_TITLE_MAX, type MeetLinkDto } from '@carenet/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateTimeField } from '../../../components/DateTimeField';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { useSaveMeetLink } from '../api';
import { formValuesOf, meetFormResolver, payloadOf, type MeetFormValues } from '../formValues';
import { t, tm } from '../../../lib/i18n';

interface MeetLinkDialogProps {
  requestId: string;
  /** The meeting to edit; null creates one (docs/screens-and-flows.md#flows: create mode or edit mode). */
  link: MeetLinkDto | null;
  opened: boolean;
  onClose: () => void;
}

/** docs/screens-and-flows.md#flows 'Create/Update Meet Link' modal, with the rules and messages of docs/validation-and-limits.md#clinical Meet link. */
export function MeetLinkDialog({ requestId, link, opened, onClose }: MeetLinkDialogProps) {
  const fullScreen = useFullScreenModal();
  const save = useSaveMeetLink(requestId, link?._id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MeetFormValues>({ resolver: meetFormResolver, defaultValues: formValuesOf(link) });
  const { errors, isSubmitting } = form.formState;
  // docs/validation-and-limits.md: the pickers disallow past dates.
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (opened) {
      form.reset(formValuesOf(link));
      setFormError(null);
    }
  }, [opened, link, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(payloadOf(values));
      notifySuccess(link ? tm(MEET_MESSAGES.updated) : tm(MEET_MESSAGES.created));
      onClose();
    } catch (err) {
      const message = applyServerErrors(err, form.setError, ['title', 'description']);
      setFormError(message && (link ? tm(MEET_MESSAGES.updateFailed) : message));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={link ? t('Update Meet Link') : t('Create Meet Link')}
      centered
      fullScreen={fullScreen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Title')}
            withAsterisk
            maxLength={MEET_TITLE_MAX}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label={t('Description')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={MEET_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="start"
              render={({ field }) => (
                <DateTimeField
                  label={t('From')}
                  withAsterisk
                  minMs={openedAt}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.start?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="end"
              render={({ field }) => (
                <DateTimeField
                  label={t('To')}
                  withAsterisk
                  minMs={openedAt}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.end?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {link ? t('Update the meet link') : t('Create the meet link')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
