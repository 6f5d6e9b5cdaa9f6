import type { CatalogueKind } from '@carenet/shared';
import type { ActivityCategories } from '../../platform/audit';

/** Domain events of the catalogues: every change an administrator makes is in the activity log. */
export const CATALOGUE_EVENTS = {
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
} as const satisfies Record<CatalogueKind, { created: string; renamed: string; deleted: string }>;

type CatalogueEvents = (typeof CATALOGUE_EVENTS)[CatalogueKind];

declare module '../../platform/events' {
  interface EventMap
    extends
      Record<CatalogueEvents['created'] | CatalogueEvents['deleted'], { name: string }>,
      Record<CatalogueEvents['renamed'], { from: string; to: string; updated: number }> {}
}

/** The activity-log subject of each catalogue's rows. */
export const CATALOGUE_SUBJECT: Record<CatalogueKind, string> = {
  facilityService: 'facilityService',
  specialty: 'doctorSpecialization',
};

export const catalogueActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(CATALOGUE_EVENTS).flatMap((events) =>
    Object.values(events).map((type) => [type, 'Administration' as const]),
  ),
);
