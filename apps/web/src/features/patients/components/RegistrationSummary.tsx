import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { GENDER_LABELS, type PatientRegistrationDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Tags({ items, empty, color }: { items: string[]; empty: string; color: string }) {
  if (!items.length) return <>{empty}</>;
  return (
    <Group gap={6} mt={2}>
      {items.map((item) => (
        <Badge key={item} variant="light" color={color} radius="sm" tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** A patient's intake registration, read-only: what a doctor checks before treating them. */
export function RegistrationSummary({ registration }: { registration: PatientRegistrationDto }) {
  const { emergencyContact: contact } = registration;
  const measures = [
    registration.heightCm ? `${registration.heightCm} cm` : null,
    registration.weightKg ? `${registration.weightKg} kg` : null,
  ].filter(Boolean);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('Date of birth')}>{formatDate(`${registration.dateOfBirth}T00:00:00`)}</Fact>
        <Fact label={t('Gender')}>{tm(GENDER_LABELS[registration.gender])}</Fact>
        <Fact label={t('Blood group')}>{registration.bloodGroup ?? t('Not known')}</Fact>
        <Fact label={t('Height, weight')}>{measures.length ? measures.join(', ') : t('Not given')}</Fact>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('Allergies')}>
          <Tags items={registration.allergies} empty={t('None known')} color="red" />
        </Fact>
        <Fact label={t('Current medication')}>
          <Tags items={registration.currentMedication} empty={t('None')} color="indigo" />
        </Fact>
      </SimpleGrid>
      <Fact label={t('Medical history')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {registration.medicalHistory || t('Nothing recorded')}
        </Text>
      </Fact>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('Emergency contact')}>
          {contact.name}
          {contact.relationship ? ` (${contact.relationship})` : ''}, {contact.phone}
        </Fact>
        <Fact label={t('Insurance')}>
          {registration.insuranceProvider
            ? `${registration.insuranceProvider}${registration.insuranceNumber ? `, ${registration.insuranceNumber}` : ''}`
            : t('Not given')}
        </Fact>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('Last updated {date}', { date: formatDateTime(registration.updatedAt) })}
      </Text>
    </Stack>
  );
}
