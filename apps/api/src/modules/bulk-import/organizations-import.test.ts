import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { BULK_IMPORT_MESSAGES, ORGANIZATION_IMPORT_COLUMNS, ORGANIZATION_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile } from '../../../test/documents';
import { createAdmin, createOrganization, createUser, type TestUser } from '../../../test/factories';
import { facilityServices, organizationMembers, organizations } from '../../platform/db/schema';

const t = useTestApp();

type FacilityRow = Partial<Record<(typeof ORGANIZATION_IMPORT_COLUMNS)[number], string>>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(path: string, user: TestUser, file: Buffer, filename = 'facilities.xlsx', type = XLSX) {
  const body = multipartFile('file', filename, file, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}
const get = (path: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: user.auth });

function facility(name: string, service: string, overrides: FacilityRow = {}): FacilityRow {
  return {
    orgName: name,
    orgType: 'clinic',
    description: 'A clinic for the whole family',
    facilityServices: service,
    line1: '12 MG Road',
    line2: 'Camp',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    zip_code: '411001',
    ...overrides,
  };
}

/** An XLSX file as a spreadsheet program writes one: the template's header, then the rows. */
const facilitiesXlsx = (rows: FacilityRow[]) =>
  writeXlsxFile([
    ORGANIZATION_IMPORT_COLUMNS.map((column) => ({ value: column })),
    ...rows.map((row) => ORGANIZATION_IMPORT_COLUMNS.map((column) => ({ value: row[column] }))),
  ]).toBuffer();

async function service(): Promise<string> {
  const name = `Radiology ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await t.ctx.db.insert(facilityServices).values({ name });
  return name;
}

describe('POST /organization/add/bulk', () => {
  it("checks every row (the facility form's rules, unknown services, names taken) and writes nothing", async () => {
    const admin = await createAdmin(t.ctx);
    const radiology = await service();
    const existing = await createOrganization(t.ctx);
    const tag = `Bulk${Date.now()}`;
    const rows = [
      facility(`${tag} Sunrise Clinic`, radiology.toLowerCase(), {
        isDiscountEnabled: 'yes',
        discountPercentage: '15',
      }),
      facility(`${tag} SUNRISE clinic`, radiology),
      facility(existing.orgName, radiology),
      facility(`${tag} Moon Clinic`, `${radiology}; Palmistry`),
      facility(`${tag} Star Clinic`, radiology, { orgType: 'castle', city: '', isFreeHospital: 'maybe' }),
      facility(`${tag} Sky Clinic`, ''),
    ];

    const res = await upload('/organization/add/bulk?dryRun=true', admin, await facilitiesXlsx(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      kind: 'organizations',
      totalRows: 6,
      validRows: 1,
      errors: [
        { row: 3, field: 'orgName', message: BULK_IMPORT_MESSAGES.duplicateInFile(2) },
        { row: 4, field: 'orgName', message: ORGANIZATION_MESSAGES.nameTaken },
        { row: 5, field: 'facilityServices', message: ORGANIZATION_MESSAGES.unknownService('Palmistry') },
        { row: 6, field: 'isFreeHospital', message: BULK_IMPORT_MESSAGES.notYesNo },
        { row: 6, field: 'orgType', message: ORGANIZATION_MESSAGES.typeRequired },
        { row: 6, field: 'city', message: ORGANIZATION_MESSAGES.fullAddressRequired },
        { row: 7, field: 'facilityServices', message: ORGANIZATION_MESSAGES.serviceRequired },
      ],
    });
    const written = await t.ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.orgName, [`${tag} Sunrise Clinic`, `${tag} Moon Clinic`]));
    expect(written).toEqual([]);
  });

  it('imports verified, owner-less facilities with the catalogue’s service names', async () => {
    const admin = await createAdmin(t.ctx);
    const radiology = await service();
    const name = `Bulk${Date.now()} Harbour Hospital`;
    const res = await upload(
      '/organization/add/bulk',
      admin,
      await facilitiesXlsx([
        facility(name, radiology.toUpperCase(), {
          orgType: 'multiSpeciaityHospital',
          websiteUrl: 'harbour.example',
          isDiscountEnabled: 'yes',
          discountPercentage: '150',
        }),
      ]),
    );
    expect(res.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    const job = (await get(`/bulkImports/${res.json().data._id}`, admin)).json().data;
    expect(job).toMatchObject({ kind: 'organizations', status: 'done', createdCount: 1, failedCount: 0 });

    const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.orgName, name));
    expect(org).toMatchObject({
      status: 1,
      orgType: 'multiSpeciaityHospital',
      facilityServices: [radiology],
      websiteUrl: 'http://harbour.example',
      isDiscountEnabled: true,
      discountPercentage: '100.00',
      sourceOfCreation: 'talhospitals',
      createdBy: admin.user.id,
      orgAddress: {
        line1: '12 MG Road',
        line2: 'Camp',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        zip_code: '411001',
      },
    });
    expect(
      await t.ctx.db.select().from(organizationMembers).where(eq(organizationMembers.orgId, org.id)),
    ).toEqual([]);
  });

  it('answers 403 to a facility user, and gives administrators the template', async () => {
    const facilityUser = await createUser(t.ctx, { roles: ['facilities'] });
    const admin = await createAdmin(t.ctx);
    const file = await facilitiesXlsx([facility('Nope Clinic', 'x')]);
    expect((await upload('/organization/add/bulk?dryRun=true', facilityUser, file)).statusCode).toBe(403);
    expect((await get('/organization/add/bulk/template', facilityUser)).statusCode).toBe(403);

    const template = await get('/organization/add/bulk/template', admin);
    expect(template.statusCode).toBe(200);
    expect(template.body).toBe(`${ORGANIZATION_IMPORT_COLUMNS.join(',')}\r\n`);
  });
});
