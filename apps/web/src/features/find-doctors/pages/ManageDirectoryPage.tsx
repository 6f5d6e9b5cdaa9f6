import {
  Alert,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DIRECTORY_MESSAGES as M, fullName } from '@carenet/shared';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useDecideClaim, useImportDirectory, usePendingClaims } from '../api';
import { t, tm } from '../../../lib/i18n';

/** docs/directory.md#importing and #claiming: administrators import directory doctors and decide claims. */
export function ManageDirectoryPage() {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('Hospital directory')}
        </Title>
        <ImportCard />
        <ClaimsCard />
      </Stack>
    </Container>
  );
}

function ImportCard() {
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportDirectory();
  const result = importing.data?.data;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="xs">
        {t('Import doctors from CSV')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          'Columns: ref, name, speciality, phone, email, linkedin, twitter, city, state, country, languages, experience, education, memberships, certifications, achievements. A known ref updates its entry.',
        )}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('CSV file')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          leftSection={<IconFileUpload size={16} />}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          disabled={!file}
          loading={importing.isPending}
          onClick={() =>
            file && importing.mutate(file, { onSuccess: (envelope) => notifySuccess(envelope.message) })
          }
        >
          {t('Import')}
        </Button>
      </Group>
      {importing.isError && (
        <Stack mt="sm">
          <FormErrorAlert message={errorMessage(importing.error)} />
        </Stack>
      )}
      {result && (
        <Alert mt="sm" color={result.refused.length ? 'yellow' : 'teal'} variant="light">
          <Text size="sm">{tm(M.importDone(result.imported, result.refused.length))}</Text>
          {result.refused.length > 0 && (
            <List size="sm" mt="xs">
              {result.refused.map((row) => (
                <List.Item key={row.line}>
                  {t('Line {line}: {errors}', { line: row.line, errors: row.errors.map(tm).join('; ') })}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Card>
  );
}

function ClaimsCard() {
  const claims = usePendingClaims();
  const decide = useDecideClaim();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        {t('Claims waiting for a decision')}
      </Title>
      <ListQueryView
        query={claims}
        loading={<Skeleton height={80} />}
        failedTitle={t('We could not load the claims')}
        empty={<Text c="dimmed">{t('No claim is waiting.')}</Text>}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Directory profile')}</Table.Th>
                  <Table.Th>{t('Claimed by')}</Table.Th>
                  <Table.Th>{t('Requested')}</Table.Th>
                  <Table.Th>{t('Decision')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((claim) => (
                  <Table.Tr key={claim.doctor._id}>
                    <Table.Td>
                      <Text size="sm" component={Link} to={`/DoctorProfileAi/${claim.doctor._id}`} c="blue.8">
                        {claim.doctor.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[claim.doctor.speciality, claim.doctor.city, claim.doctor.email]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        component={Link}
                        to={`/DoctorProfile/${claim.claimedBy._id}`}
                        c="blue.8"
                      >
                        {fullName(claim.claimedBy.name)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {claim.claimedBy.emailVerified
                          ? t('{email} (verified)', { email: claim.claimedBy.email })
                          : t('{email} (not verified)', { email: claim.claimedBy.email })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(claim.requestedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          aria-label={t('Confirm the claim on {name}', { name: claim.doctor.name })}
                          loading={decide.isPending && decide.variables.id === claim.doctor._id}
                          onClick={() =>
                            decide.mutate(
                              { id: claim.doctor._id, action: 'confirm' },
                              { onSuccess: (result) => notifySuccess(result.message) },
                            )
                          }
                        >
                          {t('Confirm')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('Reject the claim on {name}', { name: claim.doctor.name })}
                          onClick={() =>
                            decide.mutate(
                              { id: claim.doctor._id, action: 'reject' },
                              { onSuccess: (result) => notifySuccess(result.message) },
                            )
                          }
                        >
                          {t('Reject')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListQueryView>
      {decide.isError && (
        <Stack mt="sm">
          <FormErrorAlert message={errorMessage(decide.error)} />
        </Stack>
      )}
    </Card>
  );
}
