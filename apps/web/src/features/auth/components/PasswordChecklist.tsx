import { Group, List, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { PASSWORD_RULES } from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

/** The rules after "required", which the field error already covers. */
const CHECKED_RULES = PASSWORD_RULES.slice(1);

/** A live list of the docs/validation-and-limits.md#accounts password rules, each ticked once the typed password meets it. */
export function PasswordChecklist({ value }: { value: string }) {
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label={t('Password rules')} aria-live="polite">
      {CHECKED_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <List.Item key={rule.message} data-met={met || undefined}>
            <Group gap={8} wrap="nowrap" align="center">
              {met ? (
                <IconCircleCheckFilled
                  size={16}
                  color="var(--mantine-color-care-6)"
                  aria-label={t('met')}
                  style={{ flexShrink: 0 }}
                />
              ) : (
                <IconCircle
                  size={16}
                  color="var(--mantine-color-gray-5)"
                  aria-label={t('not met')}
                  style={{ flexShrink: 0 }}
                />
              )}
              <Text size="xs" c={met ? 'care.8' : 'dimmed'}>
                {tm(rule.message)}
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
