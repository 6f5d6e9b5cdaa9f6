import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRoleFlags, needsRolePicker, normaliseRole, primaryRole, roleIsVerified } from './roles';

const NO_FLAGS = {
  admin: false,
  volunteerAdmin: false,
  superAdmin: false,
  finAdmin: false,
  talradioAdmin: false,
  patient: false,
  doctor: false,
  facilities: false,
  organization2: false,
};

const KNOWN_ROLES = [
  'patient',
  'doctor',
  'facilities',
  'facility',
  'admin',
  'superAdmin',
  'owner',
  'volunteerAdmin',
  'finAdmin',
  'talradioAdmin',
  'organization2',
];

describe('normaliseRole', () => {
  it("spells 'facility' as 'facilities' and leaves other roles alone", () => {
    expect(normaliseRole('facility')).toBe('facilities');
    expect(normaliseRole('facilities')).toBe('facilities');
    expect(normaliseRole('doctor')).toBe('doctor');
  });
});

describe('deriveRoleFlags', () => {
  it('derives no flag from no roles', () => {
    expect(deriveRoleFlags([])).toEqual(NO_FLAGS);
    expect(deriveRoleFlags(null)).toEqual(NO_FLAGS);
    expect(deriveRoleFlags(undefined)).toEqual(NO_FLAGS);
  });

  it("treats 'facility' and 'facilities' alike", () => {
    expect(deriveRoleFlags(['facility'])).toEqual({ ...NO_FLAGS, facilities: true });
    expect(deriveRoleFlags(['facilities'])).toEqual({ ...NO_FLAGS, facilities: true });
  });

  it('makes a superAdmin an admin too', () => {
    expect(deriveRoleFlags(['superAdmin'])).toEqual({ ...NO_FLAGS, admin: true, superAdmin: true });
    expect(deriveRoleFlags(['admin'])).toEqual({ ...NO_FLAGS, admin: true });
  });

  it('sets one flag per held role', () => {
    expect(
      deriveRoleFlags(['patient', 'doctor', 'finAdmin', 'talradioAdmin', 'volunteerAdmin', 'organization2']),
    ).toEqual({
      ...NO_FLAGS,
      patient: true,
      doctor: true,
      finAdmin: true,
      talradioAdmin: true,
      volunteerAdmin: true,
      organization2: true,
    });
  });

  it('ignores roles it does not know', () => {
    expect(deriveRoleFlags(['owner', 'wizard'])).toEqual(NO_FLAGS);
  });
});

describe('primaryRole', () => {
  it('is null without a role a screen acts on', () => {
    expect(primaryRole([])).toBeNull();
    expect(primaryRole(null)).toBeNull();
    expect(primaryRole(['owner', 'volunteerAdmin'])).toBeNull();
  });

  it('lets the last matching role of patient, doctor, facilities, admin, superAdmin win', () => {
    expect(primaryRole(['patient'])).toBe('patient');
    expect(primaryRole(['doctor', 'patient'])).toBe('doctor');
    expect(primaryRole(['facilities', 'doctor'])).toBe('facilities');
    expect(primaryRole(['patient', 'admin', 'facilities'])).toBe('admin');
    expect(primaryRole(['superAdmin', 'admin'])).toBe('superAdmin');
  });

  it("treats 'facility' as 'facilities'", () => {
    expect(primaryRole(['facility'])).toBe('facilities');
    expect(primaryRole(['patient', 'facility'])).toBe('facilities');
  });

  it('does not depend on the order roles are stored in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...KNOWN_ROLES)), (roles) => {
        expect(primaryRole([...roles].reverse())).toBe(primaryRole(roles));
      }),
    );
  });
});

describe('needsRolePicker', () => {
  it('asks a user with none of admin, patient, doctor, facilities to pick', () => {
    expect(needsRolePicker([])).toBe(true);
    expect(needsRolePicker(null)).toBe(true);
    expect(needsRolePicker(['owner'])).toBe(true);
    expect(needsRolePicker(['volunteerAdmin', 'finAdmin'])).toBe(true);
  });

  it.each([['patient'], ['doctor'], ['facilities'], ['facility'], ['admin'], ['superAdmin']])(
    'does not ask a user holding %s',
    (role) => {
      expect(needsRolePicker([role])).toBe(false);
    },
  );

  it('is shown exactly when no flag among admin, patient, doctor, facilities is set', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...KNOWN_ROLES)), (roles) => {
        const flags = deriveRoleFlags(roles);
        expect(needsRolePicker(roles)).toBe(
          !(flags.admin || flags.patient || flags.doctor || flags.facilities),
        );
        expect(needsRolePicker(roles)).toBe(primaryRole(roles) === null);
      }),
    );
  });
});

describe('roleIsVerified', () => {
  it('is true only for doctors and facilities, in either spelling', () => {
    expect(['doctor', 'facilities', 'facility'].map(roleIsVerified)).toEqual([true, true, true]);
    expect(['patient', 'admin', 'superAdmin', 'owner', 'talradioAdmin'].map(roleIsVerified)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
