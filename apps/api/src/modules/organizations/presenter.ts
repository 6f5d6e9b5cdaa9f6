import type { OrganizationDto } from '@carenet/shared';
import type { OrganizationRow } from '../../platform/db/schema';

export function presentOrganization(row: OrganizationRow): OrganizationDto {
  return {
    _id: row.id,
    orgName: row.orgName,
    orgType: row.orgType,
    description: row.description,
    orgEmail: row.orgEmail,
    websiteUrl: row.websiteUrl,
    defaultImageUrl: row.defaultImageUrl,
    orgAddress: row.orgAddress ?? {},
    facilityServices: row.facilityServices,
    sourceOfCreation: row.sourceOfCreation,
    status: row.status,
    isFreeHospital: row.isFreeHospital,
    isDiscountEnabled: row.isDiscountEnabled,
    discountPercentage: row.discountPercentage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
