import { Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_MESSAGES,
  certificateVerifyPath,
  type CertificateDto,
} from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useDownloadCertificate, useMyCertificates } from '../api';
import { formatCalendarDay } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';

function CertificateCard({ certificate }: { certificate: CertificateDto }) {
  const download = useDownloadCertificate();
  return (
    <Card component="article" padding="lg" shadow="xs" withBorder aria-labelledby={`cert-${certificate._id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={2} fz="lg" id={`cert-${certificate._id}`} style={{ overflowWrap: 'anywhere' }}>
            {certificate.title}
          </Title>
          <Badge variant="light" color={certificate.revoked ? 'red' : 'care'}>
            {certificate.revoked ? t('Revoked') : tm(CERTIFICATE_KIND_LABELS[certificate.kind])}
          </Badge>
        </Group>
        <Text size="sm">
          {t('{date} · Issued by {issuer}', {
            date: formatCalendarDay(certificate.achievedOn),
            issuer: certificate.issuer,
          })}
        </Text>
        <Text size="sm" c="gray.7">
          {fillIn(t('Verification id: {id}'), {
            id: <span style={{ fontFamily: 'monospace' }}>{certificate._id}</span>,
          })}
        </Text>
        <Group gap="sm" mt={4}>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate(certificate)}
            aria-label={t('Download PDF of {title}', { title: certificate.title })}
          >
            {t('Download PDF')}
          </Button>
          <Anchor component={Link} to={certificateVerifyPath(certificate._id)} size="sm">
            {t('Verification page')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/** /downloads/myCertificates: the signed-in user's certificates, each downloadable as a PDF. */
export function MyCertificatesPage() {
  const query = useMyCertificates();
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('My Certificates')}
        </Title>
        {query.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading your certificates')}>
            {[0, 1].map((key) => (
              <Skeleton key={key} height={120} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <LoadFailedAlert title={t('We could not load your certificates')} query={query} />
        ) : query.data.length === 0 ? (
          <Card padding="xl" withBorder>
            <Stack align="center" gap="xs" ta="center">
              <IconCertificate size={40} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text fw={600}>{tm(CERTIFICATE_MESSAGES.emptyTitle)}</Text>
              <Text size="sm" c="gray.7">
                {tm(CERTIFICATE_MESSAGES.emptyHint)}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack gap="md">
            {query.data.map((certificate) => (
              <CertificateCard key={certificate._id} certificate={certificate} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
