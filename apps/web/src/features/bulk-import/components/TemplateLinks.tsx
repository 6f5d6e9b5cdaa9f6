import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { BulkImportKind, BulkImportTemplateFormat } from '@carenet/shared';
import { useState } from 'react';
import { notifyFailure } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { downloadTemplate } from '../api';
import { msg, t } from '../../../lib/i18n';

const FORMATS: { format: BulkImportTemplateFormat; label: string }[] = [
  { format: 'csv', label: msg('CSV template') },
  { format: 'xlsx', label: msg('XLSX template') },
];

/** The empty templates, downloaded with the administrator's token. */
export function TemplateLinks({ kind }: { kind: BulkImportKind }) {
  const [busy, setBusy] = useState<BulkImportTemplateFormat | null>(null);
  const save = async (format: BulkImportTemplateFormat) => {
    setBusy(format);
    try {
      await downloadTemplate(kind, format);
    } catch (err) {
      notifyFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" align="center">
      <Text size="sm">{t('Download a template:')}</Text>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy === format}
          onClick={() => void save(format)}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
