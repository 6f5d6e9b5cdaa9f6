import { IconLock } from '@tabler/icons-react';
import { deriveRoleFlags, type CatalogueKind } from '@carenet/shared';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import { CatalogueManager } from '../components/CatalogueManager';
import { CATALOGUE_WORDING } from '../wording';
import { t } from '../../../lib/i18n';

/** /manageservices and /managespecialization (docs/screens-and-flows.md#routes): administrators only; the API refuses anyone else too. */
export function ManageCataloguePage({ kind }: { kind: CatalogueKind }) {
  const session = useSession();
  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title={t('You are not allowed to view this page')}
        text={t(CATALOGUE_WORDING[kind].notAllowed)}
      />
    );
  }
  return <CatalogueManager kind={kind} />;
}
