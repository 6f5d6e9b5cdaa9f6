import { Anchor } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES, type Locale, type ProfileUpdateInput } from '@carenet/shared';
import { useState } from 'react';
import { locale, switchLocale } from '../lib/i18n';
import { api } from '../lib/api';
import { sessionStore } from '../lib/session';

/**
 * A signed-in person's choice is saved on their account first, so their e-mails follow it. The page
 * switches even if that fails: the choice is also remembered here, and their next sign-in records it.
 */
async function chooseLocale(next: Locale): Promise<void> {
  const user = sessionStore.get();
  // Called through the bare client: the footer is on every first load, which the profile hooks would weigh down.
  const body: ProfileUpdateInput = { locale: next };
  if (user)
    await api(`/user/${encodeURIComponent(user._id)}`, { method: 'PUT', body }).catch(() => undefined);
  switchLocale(next);
}

/**
 * Switches CareNet to the other language, named in itself ('हिन्दी' on an English page, 'English' on a
 * Hindi one) so that a person who cannot read the current language still finds theirs.
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const other = locale === 'en' ? 'hi' : 'en';
  const [switching, setSwitching] = useState(false);
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      c="dimmed"
      lang={other}
      disabled={switching}
      onClick={() => {
        setSwitching(true);
        void chooseLocale(other);
      }}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconLanguage size={16} stroke={1.6} aria-hidden />
      {LOCALE_NAMES[other]}
    </Anchor>
  );
}
