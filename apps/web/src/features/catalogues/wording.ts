import type { CatalogueKind } from '@carenet/shared';
import { IconStethoscope, IconTools, type Icon } from '@tabler/icons-react';

export interface CatalogueWording {
  /** docs/screens-and-flows.md#layout side-menu label, the page's heading. */
  title: string;
  description: string;
  icon: Icon;
  /** One item, lower case ("service"). */
  noun: string;
  /** Several items, lower case ("services"). */
  plural: string;
  /** Why deleting is refused while the name is in use (said before trying). */
  usedBy: string;
  /** Said when renaming: who gets the new name. */
  renameNote: (name: string) => string;
}

export const CATALOGUE_WORDING: Record<CatalogueKind, CatalogueWording> = {
  facilityService: {
    title: 'Manage Facility Services',
    description: 'The services facilities pick from when they describe what they offer.',
    icon: IconTools,
    noun: 'service',
    plural: 'services',
    usedBy: 'A service that facilities offer cannot be deleted; renaming it renames it for them too.',
    renameNote: (name) => `Facilities offering "${name}" get the new name too.`,
  },
  specialty: {
    title: 'Manage specialties',
    description: 'The specialties doctors pick from on their profile, and patients search by.',
    icon: IconStethoscope,
    noun: 'specialty',
    plural: 'specialties',
    usedBy: 'A specialty doctors hold cannot be deleted; renaming it renames it on their profiles too.',
    renameNote: (name) => `Doctors holding "${name}" get the new name too.`,
  },
};
