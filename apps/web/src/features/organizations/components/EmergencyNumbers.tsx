import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { EMERGENCY_NUMBERS } from '@carenet/shared';
import { msg, t } from '../../../lib/i18n';

/** The numbers to call before anything else: India's 112 and 108, the United States' 911. */
const NUMBERS = [
  { number: EMERGENCY_NUMBERS.india.emergency, service: msg('All emergencies, India') },
  { number: EMERGENCY_NUMBERS.india.ambulance, service: msg('Ambulance, India') },
  { number: EMERGENCY_NUMBERS.us.emergency, service: msg('All emergencies, United States') },
];

/** A strip of tappable emergency numbers, shown whatever else the page can or cannot do. */
export function EmergencyNumbers() {
  return (
    <Paper
      component="section"
      aria-labelledby="emergency-numbers-title"
      radius="md"
      p="md"
      bg="red.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Title id="emergency-numbers-title" order={2} size="h4" c="red.9" mb="xs">
        {t('In an emergency, call now')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {NUMBERS.map(({ number, service }) => (
          <Button
            key={number}
            component="a"
            href={`tel:${number}`}
            color="red.8"
            size="lg"
            h="auto"
            py="xs"
            leftSection={<IconPhoneCall size={22} aria-hidden />}
            styles={{
              inner: { justifyContent: 'flex-start' },
              label: {
                flexDirection: 'column',
                alignItems: 'flex-start',
                whiteSpace: 'normal',
                textAlign: 'start',
              },
            }}
          >
            <span>{t('Call {number}', { number })}</span>
            <Text component="span" size="sm" fw={500}>
              {t(service)}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
