/** docs/api-contract.md#entities-and-field-names Facility service (and a doctor specialty, which has the same shape): name and _id. */
export interface CatalogueItemDto {
  _id: string;
  name: string;
}
