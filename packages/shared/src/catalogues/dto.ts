/** SPEC §3 Facility service (and a doctor specialty, which has the same shape): name and _id. */
export interface CatalogueItemDto {
  _id: string;
  name: string;
}
