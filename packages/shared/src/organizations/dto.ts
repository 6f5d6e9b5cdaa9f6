/** SPEC §3 Facility (organization) as the API sends it. */
export interface OrganizationDto {
  _id: string;
  orgName: string;
  orgType: string | null;
  description: string | null;
  orgEmail: string | null;
  websiteUrl: string | null;
  defaultImageUrl: string | null;
  orgAddress: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    country?: string;
    zip_code?: string;
  };
  facilityServices: string[];
  sourceOfCreation: string | null;
  status: number;
  isFreeHospital: boolean;
  isDiscountEnabled: boolean;
  discountPercentage: string | null;
  createdAt: string;
  updatedAt: string;
}
