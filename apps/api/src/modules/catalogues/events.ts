import type { CatalogueKind } from '@carenet/shared';
import type { ActivityCategory } from '../../platform/audit';

/** Domain events of the catalogues: every change an administrator makes is in the activity log. */
export const CATALOGUE_EVENTS: Record<CatalogueKind, { created: string; renamed: string; deleted: string }> =
  {
    facilityService: {
      created: 'facilityService.created',
      renamed: 'facilityService.renamed',
      deleted: 'facilityService.deleted',
    },
    specialty: {
      created: 'doctorSpecialization.created',
      renamed: 'doctorSpecialization.renamed',
      deleted: 'doctorSpecialization.deleted',
    },
  };

/** The activity-log subject of each catalogue's rows. */
export const CATALOGUE_SUBJECT: Record<CatalogueKind, string> = {
  facilityService: 'facilityService',
  specialty: 'doctorSpecialization',
};

export const catalogueActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(CATALOGUE_EVENTS).flatMap((events) =>
    Object.values(events).map((type) => [type, 'Administration' as const]),
  ),
);
