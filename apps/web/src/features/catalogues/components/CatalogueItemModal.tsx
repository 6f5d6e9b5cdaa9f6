import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  CATALOGUE_NAME_MAX,
  catalogueItemInputSchema,
  type CatalogueItemDto,
  type CatalogueItemInput,
  type CatalogueKind,
} from '@carenet/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useAddCatalogueItem, useRenameCatalogueItem } from '../api';
import { CATALOGUE_WORDING } from '../wording';
import { t } from '../../../lib/i18n';

interface CatalogueItemModalProps {
  kind: CatalogueKind;
  /** The item being renamed; none to add a new one. */
  item: CatalogueItemDto | null;
  onClose: () => void;
}

/** Adds an item to a catalogue, or renames one. Mounted while open, so each opening starts afresh. */
export function CatalogueItemModal({ kind, item, onClose }: CatalogueItemModalProps) {
  const wording = CATALOGUE_WORDING[kind];
  const add = useAddCatalogueItem(kind);
  const rename = useRenameCatalogueItem(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CatalogueItemInput>({
    resolver: zodResolver(catalogueItemInputSchema),
    defaultValues: { name: item?.name ?? '' },
  });
  const saving = add.isPending || rename.isPending;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = item
        ? await rename.mutateAsync({ id: item._id, ...values })
        : await add.mutateAsync(values);
      notifySuccess(result.message);
      onClose();
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['name']));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
      title={item ? t(wording.renameTitle) : t(wording.addTitle)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('Name')}
            withAsterisk
            data-autofocus
            maxLength={CATALOGUE_NAME_MAX}
            description={item ? t(wording.renameNote, { name: item.name }) : undefined}
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {item ? t('Save name') : t(wording.add)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
