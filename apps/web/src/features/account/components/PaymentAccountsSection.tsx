import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { PAYMENT_ACCOUNT_COUNTRY_LABELS, type PaymentAccountDto } from '@carenet/shared';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { usePaymentAccounts, useSavePaymentAccount } from '../api';
import { PaymentAccountForm } from './PaymentAccountForm';

/** 'new' to add an account, or the account being changed. */
type Editing = 'new' | PaymentAccountDto | null;

function AccountRow({ account, onEdit }: { account: PaymentAccountDto; onEdit: () => void }) {
  const code =
    account.country === 'IN'
      ? t('IFSC {code}', { code: account.ifscCode ?? '' })
      : t('Routing {number}', { number: account.routingNumber ?? '' });
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{account.accountHolderName}</Text>
          {account.isDefault && <Badge variant="light">{t('Receives donations')}</Badge>}
        </Group>
        <Text size="sm">{[account.bankName, account.accountNumberMasked].filter(Boolean).join(' · ')}</Text>
        <Text size="sm" c="dimmed">
          {tm(PAYMENT_ACCOUNT_COUNTRY_LABELS[account.country])}, {code}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        size="xs"
        onClick={onEdit}
        aria-label={t('Edit {number}', { number: account.accountNumberMasked })}
      >
        {t('Edit')}
      </Button>
    </Group>
  );
}

/**
 * Where a doctor or facility receives donations. The server answers 404 to anyone who has no payment
 * accounts to have, and then the section is not shown.
 */
export function PaymentAccountsSection({ userId }: { userId: string }) {
  const query = usePaymentAccounts(userId);
  const save = useSavePaymentAccount(userId);
  const [editing, setEditing] = useState<Editing>(null);

  if (query.isError && query.error instanceof ApiError && query.error.statusCode === 404) return null;

  const editedAccount = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBuildingBank size={20} aria-hidden />
            <Title order={2} size="h4">
              {t('Payment accounts')}
            </Title>
          </Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            {t('Add payment account')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            'Donations to your campaigns are paid into the account marked “Receives donations”. Only the last four digits are ever shown.',
          )}
        </Text>
        {query.isPending ? (
          <Skeleton height={60} />
        ) : query.isError ? (
          <LoadFailedAlert query={query} />
        ) : query.data.length === 0 ? (
          <Text size="sm">{t('No payment account yet.')}</Text>
        ) : (
          query.data.map((account) => (
            <AccountRow key={account._id} account={account} onEdit={() => setEditing(account)} />
          ))
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editedAccount ? t('Edit payment account') : t('Add a payment account')}
        closeButtonProps={{ 'aria-label': t('Close') }}
        centered
      >
        {editing !== null && (
          <PaymentAccountForm
            account={editedAccount}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              const result = await save.mutateAsync({ accountId: editedAccount?._id, input });
              setEditing(null);
              notifySuccess(result.message);
            }}
          />
        )}
      </Modal>
    </Card>
  );
}
