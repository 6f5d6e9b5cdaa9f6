import type {
  AccountCheckDto,
  HospitalOrganizationValues,
  OnboardUserInput,
  OrganizationDto,
  UserDto,
} from '@carenet/shared';
import { api } from '../../lib/api';

/** The administrator's onboarding calls (docs/api-contract.md#entities-and-field-names). */
export const onboardingApi = {
  /** POST /user/add: a doctor, a patient, or Add Hospital's contact person (step 1). */
  addUser: (body: OnboardUserInput) => api<UserDto>('/user/add', { method: 'POST', body }),
  /** POST /organization with the step-1 user: Add Hospital step 2. */
  createHospital: (body: HospitalOrganizationValues) =>
    api<OrganizationDto>('/organization', { method: 'POST', body }),
  /** POST /checkAccount: whether an e-mail address or phone number is already linked to an account. */
  checkAccount: (account: string, signal?: AbortSignal) =>
    api<AccountCheckDto>('/checkAccount', { method: 'POST', body: { account }, signal }),
};
