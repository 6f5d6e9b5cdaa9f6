import { z } from 'zod';

/** The longest catalogue name: long enough for "Obstetrics and Gynaecology", short enough for a chip. */
export const CATALOGUE_NAME_MAX = 80;

/** POST and PUT /facilityServices[/{id}] and /doctorSpecialization[/{id}]: a service's or specialty's name. */
export const catalogueItemInputSchema = z.object({
  name: z
    .string({ error: 'Please enter a name' })
    .trim()
    .min(1, 'Please enter a name')
    .max(CATALOGUE_NAME_MAX, `The name must be at most ${CATALOGUE_NAME_MAX} characters long`),
});
export type CatalogueItemInput = z.input<typeof catalogueItemInputSchema>;
