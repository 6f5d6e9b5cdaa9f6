import type { CatalogueKind } from '@carenet/shared';
import { CatalogueManager } from '../components/CatalogueManager';

/** /manageservices and /managespecialization (docs/screens-and-flows.md#routes): the route needs manageCatalogues. */
export function ManageCataloguePage({ kind }: { kind: CatalogueKind }) {
  return <CatalogueManager kind={kind} />;
}
