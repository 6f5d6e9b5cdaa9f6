import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { CONSENT_SCOPE_LABELS, PATIENT_MESSAGES, type PatientConsentDto } from '@carenet/shared';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { useWithdrawConsent } from '../../../lib/patients';
import { t, tm } from '../../../lib/i18n';

interface ConsentListProps {
  consents: PatientConsentDto[];
  /** The patient whose consents these are; only they withdraw one. */
  patientId: string;
  canWithdraw: boolean;
  /** Shown when there are none. */
  empty: string;
  /** Beside a request: the scope and date only, the words are one click away. */
  compact?: boolean;
}

/** A patient's consents, the words they agreed to, and when they gave or withdrew each. */
export function ConsentList({ consents, patientId, canWithdraw, empty, compact = false }: ConsentListProps) {
  const withdraw = useWithdrawConsent(patientId);
  const [withdrawing, setWithdrawing] = useState<PatientConsentDto | null>(null);

  if (!consents.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing._id, {
      onSuccess: () => notifySuccess(tm(PATIENT_MESSAGES.consentWithdrawn)),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <Stack gap="sm">
      {consents.map((consent) => {
        const active = !consent.withdrawnAt;
        return (
          <Card
            key={consent._id}
            withBorder
            padding="md"
            component="article"
            aria-label={tm(CONSENT_SCOPE_LABELS[consent.scope])}
          >
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {active ? (
                  <IconShieldCheck size={20} color="var(--mantine-color-green-7)" style={{ flexShrink: 0 }} />
                ) : (
                  <IconShieldOff size={20} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
                )}
                <Text fw={600} size="sm">
                  {tm(CONSENT_SCOPE_LABELS[consent.scope])}
                </Text>
              </Group>
              <Badge
                variant="light"
                color={active ? 'green' : 'gray'}
                radius="sm"
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {active ? t('Active') : t('Withdrawn')}
              </Badge>
            </Group>
            {!compact && (
              <Text size="sm" c="gray.8" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                “{tm(consent.statement)}”
              </Text>
            )}
            <Group justify="space-between" align="flex-end" gap="sm" mt={compact ? 4 : 'sm'}>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('Given {date}', { date: formatDateTime(consent.grantedAt) })}
                </Text>
                {consent.withdrawnAt && (
                  <Text size="xs" c="dimmed">
                    {t('Withdrawn {date}', { date: formatDateTime(consent.withdrawnAt) })}
                  </Text>
                )}
              </Stack>
              {canWithdraw && active && (
                <Button size="xs" variant="light" color="red" onClick={() => setWithdrawing(consent)}>
                  {t('Withdraw')}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
      <ConfirmDialog
        opened={Boolean(withdrawing)}
        title={t('Withdraw this consent?')}
        confirmLabel={t('Withdraw consent')}
        loading={withdraw.isPending}
        onConfirm={confirm}
        onClose={() => setWithdrawing(null)}
      >
        {t(
          'Your doctors will see that you withdrew “{scope}”. The record keeps when you gave and withdrew it. You can give it again later.',
          { scope: withdrawing ? tm(CONSENT_SCOPE_LABELS[withdrawing.scope]) : '' },
        )}
      </ConfirmDialog>
    </Stack>
  );
}
