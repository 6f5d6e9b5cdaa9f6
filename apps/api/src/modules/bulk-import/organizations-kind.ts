import { inArray, sql } from 'drizzle-orm';
import {
  BULK_IMPORT_MESSAGES as M,
  FACILITY_STATUS,
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_MESSAGES,
  organizationFormSchema,
  type OrganizationFormValues,
} from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { organizations } from '../../platform/db/schema';
import { catalogueServiceNames } from '../organizations';
import { listCell, schemaProblems } from './check';
import type { FieldProblem, ImportKind } from './kind';

/** docs/request-states.md#request-types: facilities an administrator adds come from talhospitals. */
const SOURCE_OF_CREATION = 'talhospitals';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

const BOOLEAN_COLUMNS = ['isFreeHospital', 'isDiscountEnabled'] as const;

/** The cells of a facilities row as the facility form's values. */
function inputOf(values: Record<string, string>, flags: Record<(typeof BOOLEAN_COLUMNS)[number], boolean>) {
  return {
    orgName: values.orgName,
    orgType: values.orgType,
    description: values.description,
    orgEmail: values.orgEmail,
    websiteUrl: values.websiteUrl,
    facilityServices: listCell(values.facilityServices),
    orgAddress: {
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      state: values.state,
      country: values.country,
      zip_code: values.zip_code,
    },
    ...flags,
    discountPercentage: values.discountPercentage,
  };
}

/** The names among these that a facility already has, lower-cased (the unique index ignores letter case). */
async function takenNames(db: Database, names: readonly string[]): Promise<Set<string>> {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  if (!lower.length) return new Set();
  const rows = await db
    .select({ name: sql<string>`lower(${organizations.orgName})` })
    .from(organizations)
    .where(inArray(sql`lower(${organizations.orgName})`, lower));
  return new Set(rows.map((row) => row.name));
}

const allServices = (inputs: readonly OrganizationFormValues[]) => [
  ...new Set(inputs.flatMap((input) => input.facilityServices)),
];

/**
 * Facilities, checked by the facility form's schema. An administrator adds them, so they are verified
 * (status 1) and have no owner until the facility's people are invited.
 */
export const organizationsImport: ImportKind<OrganizationFormValues, { id: string }> = {
  kind: 'organizations',
  columns: ORGANIZATION_IMPORT_COLUMNS,

  parse(values) {
    const problems: FieldProblem[] = [];
    const flags = { isFreeHospital: false, isDiscountEnabled: false };
    for (const column of BOOLEAN_COLUMNS) {
      const cell = values[column].toLowerCase();
      if (YES.has(cell)) flags[column] = true;
      else if (!NO.has(cell)) problems.push({ field: column, message: M.notYesNo });
    }
    const parsed = organizationFormSchema.safeParse(inputOf(values, flags));
    if (!parsed.success) problems.push(...schemaProblems(parsed.error.issues));
    return parsed.success && !problems.length ? { input: parsed.data } : { problems };
  },

  uniqueKeys: (input) => [{ field: 'orgName', key: input.orgName.toLowerCase() }],

  async checkDatabase(db, inputs) {
    const taken = await takenNames(
      db,
      inputs.map((input) => input.orgName),
    );
    const catalogue = await catalogueServiceNames(db, allServices(inputs));
    return inputs.map((input) => {
      const problems: FieldProblem[] = [];
      if (taken.has(input.orgName.toLowerCase())) {
        problems.push({ field: 'orgName', message: ORGANIZATION_MESSAGES.nameTaken });
      }
      const unknown = input.facilityServices.find((name) => !catalogue.has(name.toLowerCase()));
      if (unknown)
        problems.push({ field: 'facilityServices', message: ORGANIZATION_MESSAGES.unknownService(unknown) });
      return problems;
    });
  },

  async insert(tx, actorId, inputs) {
    const catalogue = await catalogueServiceNames(tx, allServices(inputs));
    return tx
      .insert(organizations)
      .values(
        inputs.map((input) => ({
          orgName: input.orgName,
          orgType: input.orgType,
          description: input.description,
          orgEmail: input.orgEmail || null,
          websiteUrl: input.websiteUrl || null,
          orgAddress: input.orgAddress,
          // The catalogue's spelling, as the facility form stores it.
          facilityServices: input.facilityServices.map((name) => catalogue.get(name.toLowerCase()) ?? name),
          sourceOfCreation: SOURCE_OF_CREATION,
          status: FACILITY_STATUS.verified,
          isFreeHospital: input.isFreeHospital,
          isDiscountEnabled: input.isDiscountEnabled,
          discountPercentage:
            input.isDiscountEnabled && input.discountPercentage ? input.discountPercentage : null,
          createdBy: actorId,
        })),
      )
      .returning({ id: organizations.id });
  },
};
