import type { CatalogueItemDto } from '@carenet/shared';
import type { FacilityServiceRow } from '../../platform/db/schema';

/** docs/api-contract.md#entities-and-field-names Facility service {_id, name}; a specialty has the same shape. */
export function presentCatalogueItem(row: Pick<FacilityServiceRow, 'id' | 'name'>): CatalogueItemDto {
  return { _id: row.id, name: row.name };
}
