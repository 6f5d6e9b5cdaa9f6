import { Alert, Card, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_VALIDITY,
  type CertificateVerificationDto,
} from '@carenet/shared';
import { QueryView } from '../../../components/QueryView';
import { useCertificateCheck } from '../api';
import { formatCalendarDay } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';

function Details({ certificate }: { certificate: CertificateVerificationDto }) {
  const rows: [string, string][] = [
    [t('Awarded to'), certificate.recipientName],
    [t('For'), certificate.title],
    [t('Kind'), tm(CERTIFICATE_KIND_LABELS[certificate.kind])],
    [t('Date'), formatCalendarDay(certificate.achievedOn)],
    [t('Issued by'), certificate.issuer],
    [t('Verification id'), certificate._id],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 110, sm: 160 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /certificates/verify/:id: anyone confirms that a certificate is genuine by its id. */
export function VerifyCertificatePage() {
  const { id = '' } = useParams();
  const query = useCertificateCheck(id);
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={
          <Skeleton height={280} radius="md" aria-busy="true" aria-label={t('Checking the certificate')} />
        }
        notFound={
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('Certificate not found')}
          >
            <Title order={1} fz="md" fw={500}>
              {tm(CERTIFICATE_MESSAGES.notFound)}
            </Title>
          </Alert>
        }
        failedTitle={t('We could not check this certificate')}
      >
        {(certificate) => (
          <Card padding="lg" withBorder shadow="xs">
            <Stack gap="md">
              {certificate.status === CERTIFICATE_VALIDITY.valid ? (
                <Group gap="xs" wrap="nowrap">
                  <IconRosetteDiscountCheck size={32} color="var(--mantine-color-teal-8)" aria-hidden />
                  <Title order={1} fz={{ base: 22, sm: 26 }} c="teal.9">
                    {tm(CERTIFICATE_MESSAGES.genuine)}
                  </Title>
                </Group>
              ) : (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  <Title order={1} fz="lg" c="red.9">
                    {tm(CERTIFICATE_MESSAGES.revoked)}
                  </Title>
                </Alert>
              )}
              <Text size="sm" c="gray.7">
                {t('CareNet issued this certificate. The details below are as CareNet recorded them.')}
              </Text>
              <Details certificate={certificate} />
            </Stack>
          </Card>
        )}
      </QueryView>
    </Container>
  );
}
