import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBuildingHospital, IconHeartHandshake, IconPhone } from '@tabler/icons-react';
import { HELP_LINE_KINDS, HELP_REGIONS, NEAREST_HOSPITAL_PATH, type HelpRegion } from '@carenet/shared';
import { Link } from 'react-router';
import type { ChatEntry } from '../chat';
import { AnswerMarkdown } from './AnswerMarkdown';
import { msg, t, tm } from '../../../lib/i18n';

const REGION_NAMES: Record<HelpRegion, string> = {
  [HELP_REGIONS.india]: msg('India'),
  [HELP_REGIONS.us]: msg('United States'),
};

/** Tall enough to tap (44 px and more), and a long label wraps instead of running off a phone's screen. */
const TAP_TARGET = {
  root: { height: 'auto', minHeight: 48, paddingBlock: 6 },
  inner: { justifyContent: 'flex-start' },
  label: {
    height: 'auto',
    whiteSpace: 'normal',
    overflow: 'visible',
    flexDirection: 'column',
    alignItems: 'flex-start',
    textAlign: 'start',
    lineHeight: 1.3,
  },
} as const;

interface EmergencyCardProps {
  entry: ChatEntry;
  newTabLinks: boolean;
}

/**
 * An emergency answer (docs/medical-assistant.md#emergencies): the guidance, a button for every number to
 * call and the way to the nearest hospital. Thoughts of suicide or self-harm get a calm, caring card
 * rather than an alarm, with the crisis lines first.
 */
export function EmergencyCard({ entry, newTabLinks }: EmergencyCardProps) {
  // An answer saved before answers carried their card has none: its text holds the numbers. The server
  // sends the lines in the order they are offered.
  const help = entry.emergency;
  const crisis = help?.groups.includes('suicide') ?? false;
  const color = crisis ? 'grape' : 'red';
  return (
    <Alert
      color={color}
      variant="light"
      role="alert"
      title={crisis ? t('You are not alone') : t('Emergency')}
      icon={crisis ? <IconHeartHandshake /> : <IconAlertTriangle />}
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        {entry.text && <AnswerMarkdown text={entry.text} newTabLinks={newTabLinks} />}
        {help && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="group" aria-label={t('Numbers to call')}>
            {help.lines.map((line) => (
              <Button
                key={`${line.region}-${line.kind}-${line.number}`}
                component="a"
                href={line.href}
                color={`${color}.9`}
                variant={crisis && line.kind !== HELP_LINE_KINDS.crisis ? 'outline' : 'filled'}
                leftSection={<IconPhone size={20} aria-hidden />}
                styles={TAP_TARGET}
                fullWidth
              >
                <span style={{ fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' }}>
                  {t('Call {number}', { number: line.number })}
                </span>
                <span style={{ fontWeight: 400, fontSize: 'var(--mantine-font-size-xs)' }}>
                  {tm(line.label)} · {t(REGION_NAMES[line.region])}
                </span>
              </Button>
            ))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Button
            component={Link}
            to={help?.nearestHospitalHref ?? NEAREST_HOSPITAL_PATH}
            variant="default"
            leftSection={<IconBuildingHospital size={20} aria-hidden />}
            styles={TAP_TARGET}
            fullWidth
            {...(newTabLinks ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {t('Find the nearest hospital')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
