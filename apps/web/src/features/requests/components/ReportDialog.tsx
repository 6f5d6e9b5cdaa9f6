import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFlag } from '@tabler/icons-react';
import { REPORT_REASONS, REQUEST_MESSAGES, type ReportReason, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { useReportRequest } from '../../../lib/requests';

interface ReportDialogProps {
  request: RequestDto;
  opened: boolean;
  onClose: () => void;
  /** After the report, when the request has left the lists (docs/request-states.md#reporting). */
  onReported?: (request: RequestDto) => void;
}

/** docs/screens-and-flows.md#flows report dialog: one of the docs/api-contract.md#messages reasons, then status -3 with that flagReason. */
export function ReportDialog({ request, opened, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const report = useReportRequest(request._id, (reported) => {
    notifySuccess(tm(REQUEST_MESSAGES.reportThanks));
    setReason(null);
    onClose();
    onReported?.(reported);
  });

  const close = () => {
    setReason(null);
    report.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Report this request')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('Why are you reporting “{title}”? Our team reviews every report.', { title: request.title })}
        </Text>
        <Radio.Group
          value={reason}
          onChange={(value) => setReason(REPORT_REASONS.find((item) => item === value) ?? null)}
          name={`report-${request._id}`}
          label={t('Reason')}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((item) => (
              <Radio key={item} value={item} label={tm(item)} />
            ))}
          </Stack>
        </Radio.Group>
        {report.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(report.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconFlag size={16} />}
            disabled={!reason}
            loading={report.isPending}
            onClick={() => reason && report.mutate(reason)}
          >
            {t('Report')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
