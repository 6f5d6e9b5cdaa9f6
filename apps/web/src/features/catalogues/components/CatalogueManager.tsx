import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { CatalogueItemDto, CatalogueKind } from '@carenet/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPage } from '../../../components/ListPage';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useCatalogue } from '../../../lib/catalogues';
import { useDeleteCatalogueItem } from '../api';
import { CATALOGUE_WORDING } from '../wording';
import { CatalogueItemModal } from './CatalogueItemModal';
import { formatNumber, t } from '../../../lib/i18n';

/** The modal being shown: adding, or renaming one item. */
type Editing = { item: CatalogueItemDto | null } | null;

/** One admin-managed catalogue: its names, with add, rename and delete. */
export function CatalogueManager({ kind }: { kind: CatalogueKind }) {
  const wording = CATALOGUE_WORDING[kind];
  const catalogue = useCatalogue(kind);
  const remove = useDeleteCatalogueItem(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CatalogueItemDto | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const [filter, setFilter] = useState('');

  const confirmDelete = (item: CatalogueItemDto) => {
    setRefusal(null);
    remove.mutate(item._id, {
      onSuccess: (result) => notifySuccess(result.message),
      // The server says why (in use by N facilities or doctors); it stays on screen until dismissed.
      onError: (err) => setRefusal({ name: item.name, message: errorMessage(err) }),
      onSettled: () => setDeleting(null),
    });
  };

  const needle = filter.trim().toLowerCase();
  return (
    <ListPage
      title={t(wording.title)}
      description={t(wording.description)}
      icon={wording.icon}
      action={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ item: null })}>
          {t(wording.add)}
        </Button>
      }
    >
      {refusal && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('"{name}" was not deleted', { name: refusal.name })}
          withCloseButton
          closeButtonLabel={t('Dismiss')}
          onClose={() => setRefusal(null)}
        >
          {refusal.message}
        </Alert>
      )}
      <Card padding="lg" shadow="xs">
        <ListQueryView
          query={catalogue}
          failedTitle={t(wording.loadFailed)}
          loading={
            <Stack gap="sm" aria-busy="true" aria-label={t(wording.loading)}>
              {[1, 2, 3, 4].map((key) => (
                <Skeleton key={key} height={36} radius="sm" />
              ))}
            </Stack>
          }
          empty={
            <Text c="dimmed" ta="center" py="lg">
              {t(wording.empty)}
            </Text>
          }
        >
          {(items) => {
            const shown = needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items;
            return (
              <Stack gap="md">
                <Group justify="space-between" gap="sm">
                  <TextInput
                    aria-label={t(wording.find)}
                    placeholder={t(wording.find)}
                    leftSection={<IconSearch size={16} />}
                    value={filter}
                    onChange={(event) => setFilter(event.currentTarget.value)}
                    style={{ flex: '1 1 220px' }}
                  />
                  <Text size="sm" c="dimmed">
                    {items.length === 1
                      ? t(wording.countOne, { count: formatNumber(items.length) })
                      : t(wording.countMany, { count: formatNumber(items.length) })}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t(wording.usedBy)}
                </Text>
                {shown.length === 0 ? (
                  <Text c="dimmed" ta="center" py="md">
                    {t(wording.noMatch, { filter: filter.trim() })}
                  </Text>
                ) : (
                  <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                    {shown.map((item) => (
                      <Group
                        component="li"
                        key={item._id}
                        justify="space-between"
                        wrap="nowrap"
                        gap="sm"
                        py="xs"
                        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                      >
                        <Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item.name}</Text>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('Rename')}>
                            <ActionIcon
                              variant="subtle"
                              size="lg"
                              aria-label={t('Rename {name}', { name: item.name })}
                              onClick={() => setEditing({ item })}
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('Delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={t('Delete {name}', { name: item.name })}
                              onClick={() => setDeleting(item)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          }}
        </ListQueryView>
      </Card>
      {editing && <CatalogueItemModal kind={kind} item={editing.item} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t(wording.deleteTitle)}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        {t('“{name}” will no longer be offered to pick from.', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </ListPage>
  );
}
