import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NotForYou } from '../components/NotForYou';
import { holdsAbility } from '../lib/abilities';
import { t } from '../lib/i18n';
import type { Refusal } from '../lib/routeHandle';
import { useSession } from '../lib/session';

/** What a screen says to someone whose session lacks the ability its route names, once its words arrive. */
export default function AbilityRefusal({ load }: { load: () => Promise<Refusal> }) {
  const session = useSession();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => {
      if (current) setRefusal(loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  if (!refusal) return null;
  const text =
    refusal.otherwise && holdsAbility(session, refusal.otherwise.ability)
      ? t(refusal.otherwise.text)
      : t(refusal.text, { page: refusal.page ? t(refusal.page) : '' });
  return (
    <NotForYou
      icon={IconLock}
      title={t(refusal.title ?? 'You are not allowed to view this page')}
      text={text}
    />
  );
}
