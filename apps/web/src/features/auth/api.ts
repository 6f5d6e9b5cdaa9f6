import type {
  AccountCheckDto,
  OtpType,
  SelectableRole,
  SignedInUserDto,
  SignupStartDto,
  UserDto,
} from '@carenet/shared';
import { api } from '../../lib/api';

/** The account calls of docs/api-contract.md "Auth and account" used by the web app. */

export interface LoginBody {
  account: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterBody {
  name: { first_name: string; last_name: string; middle_name?: string };
  email: string;
  phone?: string;
  password: string;
  sourceOfSignup?: string;
  /** The referrer's code from an invitation's link: the new account records who referred it. */
  referral_code?: string;
}

export interface OtpBody {
  otp: string;
  email?: string;
  phone?: string;
  type: OtpType;
}

export const authApi = {
  login: (body: LoginBody) => api<SignedInUserDto>('/login', { method: 'POST', body, anonymous: true }),
  logout: () => api<unknown>('/logout', { method: 'POST' }),
  /** The same answer whether or not the address is taken, so it carries no account. */
  register: (body: RegisterBody) => api<null>('/register', { method: 'POST', body, anonymous: true }),
  /** Sets the sign-up's HttpOnly cookie, without which /checkAccount answers nobody. */
  startSignup: () => api<SignupStartDto>('/signup/start', { method: 'POST', anonymous: true }),
  /** A verified e-mail code answers with the signed-in user (token_detail) unless the account is suspended. */
  verifyOtp: (body: OtpBody) => api<UserDto | SignedInUserDto>('/verifyotp', { method: 'POST', body }),
  resendOtp: (body: { email?: string; phone?: string; type: OtpType }) =>
    api<unknown>('/resendotp', { method: 'POST', body }),
  /** Without otp it e-mails a reset code; with otp and newPassword it sets the password. */
  forgotPassword: (body: { account: string; otp?: string; newPassword?: string }) =>
    api<unknown>('/forgotpassword', { method: 'POST', body, anonymous: true }),
  changePassword: (body: { oldPassword: string; newPassword: string }) =>
    api<unknown>('/changepassword', { method: 'POST', body }),
  changeUsername: (username: string) =>
    api<UserDto>('/change/username', { method: 'POST', body: { username } }),
  changeNumber: (phone: string) => api<UserDto>('/change/number', { method: 'POST', body: { phone } }),
  /** Answered only within a sign-up this browser started (startSignup). */
  checkAccount: (account: string, signal?: AbortSignal) =>
    api<AccountCheckDto>('/checkAccount', { method: 'POST', body: { account }, anonymous: true, signal }),
  getUser: (id: string) => api<UserDto>(`/user/${encodeURIComponent(id)}`),
  pickRole: (id: string, role: SelectableRole) =>
    api<UserDto>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body: { roles: [role] } }),
};
