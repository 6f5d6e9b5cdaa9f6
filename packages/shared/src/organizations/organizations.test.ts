import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M } from './messages';
import { hospitalOrganizationSchema, organizationFormSchema, organizationUpdateSchema } from './schemas';

const address = {
  line1: '12 MG Road',
  line2: 'Near the park',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip_code: '411001',
};
const valid = {
  orgName: 'Sunrise Clinic',
  orgType: 'clinic',
  description: 'A family clinic.',
  orgAddress: address,
  facilityServices: ['Cardiology'],
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('organizationFormSchema (docs/validation-and-limits.md#facilities Facility form)', () => {
  it('accepts the form, adds http:// to a bare website and clamps the discount to 0..100', () => {
    const parsed = organizationFormSchema.parse({
      ...valid,
      websiteUrl: 'sunrise.example.org',
      orgEmail: 'Desk@Sunrise.Example.org',
      discountPercentage: 140,
    });
    expect(parsed).toMatchObject({
      websiteUrl: 'http://sunrise.example.org',
      orgEmail: 'desk@sunrise.example.org',
      discountPercentage: '100',
      isFreeHospital: false,
    });
    expect(organizationFormSchema.parse({ ...valid, discountPercentage: '-5' }).discountPercentage).toBe('0');
  });

  it('answers the SPEC messages', () => {
    const result = organizationFormSchema.safeParse({
      orgName: '',
      description: 'x'.repeat(1001),
      orgAddress: { ...address, city: '', zip_code: '41-10@' },
      facilityServices: [],
      orgEmail: 'desk@',
    });
    expect(messages(result)).toEqual({
      orgName: M.nameRequired,
      orgType: 'Please select type',
      description: 'At most 1000 characters',
      'orgAddress.city': 'Please provide the full address of the Organization.',
      'orgAddress.zip_code': 'Please enter valid zip_code',
      facilityServices: 'Please select atleast one service',
      orgEmail: 'Please enter valid email',
    });
    expect(messages(organizationFormSchema.safeParse({ ...valid, orgAddress: undefined }))).toEqual({
      orgAddress: 'Please provide the full address of the Organization.',
    });
  });
});

describe('organizationUpdateSchema', () => {
  it('leaves out what was not sent, so an update never resets the optional fields', () => {
    expect(organizationUpdateSchema.parse({ description: 'New' })).toEqual({ description: 'New' });
  });

  it('takes a logo as a site path or an http(s) address only', () => {
    expect(
      organizationUpdateSchema.safeParse({ defaultImageUrl: '/files/organization-logo/a.png' }).success,
    ).toBe(true);
    expect(organizationUpdateSchema.safeParse({ defaultImageUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(organizationUpdateSchema.safeParse({ defaultImageUrl: '//evil.example/x.png' }).success).toBe(
      false,
    );
  });
});

describe('hospitalOrganizationSchema (Add Hospital step 2)', () => {
  it('needs the name, the city, state and country, and the contact person of step 1', () => {
    expect(
      messages(hospitalOrganizationSchema.safeParse({ orgName: 'General', orgAddress: { city: 'Pune' } })),
    ).toEqual({
      'orgAddress.state': 'This field is required',
      'orgAddress.country': 'This field is required',
      userId: M.hospitalStep1Missing,
    });
  });
});
