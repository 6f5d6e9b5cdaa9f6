import { Box, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GENDER_LABELS, formatAge, type PrescriptionDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      {children}
    </Box>
  );
}

/** docs/screens-and-flows.md#flows: a written prescription, read-only (it is never changed once written). */
export function PrescriptionView({ prescription: p }: { prescription: PrescriptionDto }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} fz="lg" c="care.8">
          {p.doctor.hospitalName}
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Block label={t('Doctor')}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {p.doctor.name}
          </Text>
          {p.doctor.specialization && <Text size="sm">{p.doctor.specialization}</Text>}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.doctor.email}
          </Text>
        </Block>
        <Block label={t('Patient')}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {p.patient.fullName}
          </Text>
          <Text size="sm">
            {t('Age: {age} · Gender: {gender}', {
              age: formatAge(p.patient.age),
              gender: tm(GENDER_LABELS[p.patient.gender]),
            })}
          </Text>
        </Block>
      </SimpleGrid>
      <Divider />
      <Block label={t('Medicines ({count})', { count: p.medicines.length })}>
        <Stack gap="sm" mt={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {p.medicines.map((medicine, index) => (
            <Group key={index} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <Text fw={700} c="care.8" w={20} ta="right">
                {index + 1}.
              </Text>
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {medicine.name}{' '}
                  <Text span c="dimmed" fw={400}>
                    · {medicine.quantity}
                  </Text>
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {medicine.usage}
                </Text>
              </Box>
            </Group>
          ))}
        </Stack>
      </Block>
    </Stack>
  );
}
