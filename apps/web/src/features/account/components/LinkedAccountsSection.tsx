import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { OIDC_MESSAGES, type LinkedIdentityDto } from '@carenet/shared';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';
import { useLinkedIdentities, useUnlinkIdentity } from '../api';

function IdentityRow({
  identity,
  unlinking,
  onUnlink,
}: {
  identity: LinkedIdentityDto;
  unlinking: boolean;
  onUnlink: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text fw={600}>{identity.provider}</Text>
        {identity.email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {identity.email}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('Linked on {date}', { date: formatDate(identity.linkedAt) })}
        </Text>
      </Stack>
      {identity.abilities.unlink && (
        <Button
          variant="outline"
          color="red"
          size="xs"
          leftSection={<IconUnlink size={14} />}
          loading={unlinking}
          onClick={onUnlink}
          aria-label={t('Unlink {provider} account {email}', {
            provider: identity.provider,
            email: identity.email ?? '',
          })}
        >
          {t('Unlink')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The outside accounts (Google…) that sign the person in (docs/outside-sign-in.md#linked-accounts),
 * each of which they may unlink; the last one of an account without a password stays until a
 * password is set. Not shown when none is linked.
 */
export function LinkedAccountsSection({ userId }: { userId: string }) {
  const query = useLinkedIdentities(userId);
  const unlink = useUnlinkIdentity(userId);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null;

  const onUnlink = async (identity: LinkedIdentityDto) => {
    setError(null);
    try {
      const result = await unlink.mutateAsync(identity._id);
      notifySuccess(result.message);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const identities = query.data ?? [];
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconLink size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('Linked sign-in accounts')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            'These outside accounts sign you in to CareNet. Unlink any you do not recognise; a password reset unlinks them all.',
          )}
        </Text>
        <FormErrorAlert message={error} />
        {query.isError ? (
          <LoadFailedAlert query={query} />
        ) : (
          identities.map((identity) => (
            <IdentityRow
              key={identity._id}
              identity={identity}
              unlinking={unlink.isPending && unlink.variables === identity._id}
              onUnlink={() => void onUnlink(identity)}
            />
          ))
        )}
        {identities.some((identity) => !identity.abilities.unlink) && (
          <Text size="sm">{tm(OIDC_MESSAGES.lastWayToSignIn)}</Text>
        )}
      </Stack>
    </Card>
  );
}
