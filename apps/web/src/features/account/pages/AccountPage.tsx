import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { sessionStore, useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { downloadMyData } from '../api';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { LinkedAccountsSection } from '../components/LinkedAccountsSection';
import { PaymentAccountsSection } from '../components/PaymentAccountsSection';

function DownloadCard({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadMyData(userId);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Download my data')}
        </Title>
        <Text size="sm">
          {t(
            'One ZIP file with everything CareNet holds about you: your profile, requests, medical records, prescriptions, appointments, consents and messages, your uploaded files, a summary to read (PDF), and the same data as FHIR R4 that another hospital’s system can import.',
          )}
        </Text>
        <FormErrorAlert message={error} />
        <Group>
          <Button leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()}>
            {t('Download my data')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /account: the signed-in person's own data: download it all, payment accounts, linked sign-in accounts,
 * delete the account.
 */
export function AccountPage() {
  const user = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  const onDeleted = async (message: string) => {
    // Leave the protected page (synchronously) before forgetting the user, or it would send us to /login.
    await navigate('/', { replace: true, flushSync: true });
    sessionStore.clear();
    queryClient.clear();
    notifySuccess(message);
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('Account and data')}
        </Title>
        <DownloadCard userId={user._id} />
        <PaymentAccountsSection userId={user._id} />
        <LinkedAccountsSection userId={user._id} />
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('Delete my account')}
            </Title>
            <Text size="sm">
              {t(
                'Your personal data, medical records and files are deleted for good. Download your data first if you want to keep a copy.',
              )}
            </Text>
            <Group>
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(true)}
              >
                {t('Delete my account')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
      <DeleteAccountDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={(m) => void onDeleted(m)}
      />
    </Container>
  );
}
