import type { CatalogueKind } from '@carenet/shared';
import { IconStethoscope, IconTools, type Icon } from '@tabler/icons-react';
import { msg } from '../../lib/i18n';

/**
 * What a catalogue's screens say, each text whole for its kind (marked with msg(), shown through t()),
 * so a translation never has to fit a noun into a sentence written around another one.
 */
export interface CatalogueWording {
  /** docs/screens-and-flows.md#layout side-menu label, the page's heading. */
  title: string;
  description: string;
  icon: Icon;
  /** The add button ('Add service'). */
  add: string;
  /** The add dialog's title ('Add a service'). */
  addTitle: string;
  /** The rename dialog's title ('Rename service'). */
  renameTitle: string;
  /** The delete dialog's title ('Delete this service?'). */
  deleteTitle: string;
  /** The search box ('Find a service'). */
  find: string;
  /** How many, one or several ('{count} service', '{count} services'). */
  countOne: string;
  countMany: string;
  loading: string;
  loadFailed: string;
  empty: string;
  /** Nothing matches the search: '{filter}' is what was typed. */
  noMatch: string;
  /** Why deleting is refused while the name is in use (said before trying). */
  usedBy: string;
  /** Said when renaming: who gets the new name ('{name}' is the current one). */
  renameNote: string;
}

export const CATALOGUE_WORDING: Record<CatalogueKind, CatalogueWording> = {
  facilityService: {
    title: msg('Manage Facility Services'),
    description: msg('The services facilities pick from when they describe what they offer.'),
    icon: IconTools,
    add: msg('Add service'),
    addTitle: msg('Add a service'),
    renameTitle: msg('Rename service'),
    deleteTitle: msg('Delete this service?'),
    find: msg('Find a service'),
    countOne: msg('{count} service'),
    countMany: msg('{count} services'),
    loading: msg('Loading services'),
    loadFailed: msg('We could not load the services'),
    empty: msg('No services yet. Add the first one.'),
    noMatch: msg('No services match “{filter}”.'),
    usedBy: msg('A service that facilities offer cannot be deleted; renaming it renames it for them too.'),
    renameNote: msg('Facilities offering "{name}" get the new name too.'),
  },
  specialty: {
    title: msg('Manage specialties'),
    description: msg('The specialties doctors pick from on their profile, and patients search by.'),
    icon: IconStethoscope,
    add: msg('Add specialty'),
    addTitle: msg('Add a specialty'),
    renameTitle: msg('Rename specialty'),
    deleteTitle: msg('Delete this specialty?'),
    find: msg('Find a specialty'),
    countOne: msg('{count} specialty'),
    countMany: msg('{count} specialties'),
    loading: msg('Loading specialties'),
    loadFailed: msg('We could not load the specialties'),
    empty: msg('No specialties yet. Add the first one.'),
    noMatch: msg('No specialties match “{filter}”.'),
    usedBy: msg('A specialty doctors hold cannot be deleted; renaming it renames it on their profiles too.'),
    renameNote: msg('Doctors holding "{name}" get the new name too.'),
  },
};
