import { Anchor } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES } from '@carenet/shared';
import { locale, switchLocale } from '../lib/i18n';

/**
 * Switches CareNet to the other language, named in itself ('हिन्दी' on an English page, 'English' on a
 * Hindi one) so that a person who cannot read the current language still finds theirs.
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const other = locale === 'en' ? 'hi' : 'en';
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      c="dimmed"
      lang={other}
      onClick={() => switchLocale(other)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconLanguage size={16} stroke={1.6} aria-hidden />
      {LOCALE_NAMES[other]}
    </Anchor>
  );
}
