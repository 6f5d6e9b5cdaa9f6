import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  accountCheckSchema,
  adminSetPasswordSchema,
  changeNumberSchema,
  changePasswordSchema,
  changeUsernameSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  verifyOtpSchema,
  type SignupStartDto,
} from '@carenet/shared';
import { readCookie, setHttpOnlyCookie } from '../../platform/auth/cookies';
import { requireAbility } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentUser } from '../users';
import { registerIdentityRoutes } from './identities-routes';
import { registerOidcRoutes } from './oidc-routes';
import { requestLocale } from '../../platform/i18n';
import { presentSession, presentSignedInUser } from './presenter';
import { AuthService, type RequestMeta } from './service';

const tags = ['auth'];
const signedIn = [{ bearer: [] }];

/** The HttpOnly cookie of a sign-up in progress (docs/outside-sign-in.md#accounts-cannot-be-enumerated). */
export const SIGNUP_COOKIE = 'carenet_signup';
const SIGNUP_COOKIE_PATH = '/api/v1/checkAccount';

function meta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    locale: requestLocale(request.headers['accept-language']),
  };
}

/** docs/api-contract.md "Auth and account". */
export const authRoutes: ApiModule = (ctx) => {
  return async (app) => {
    const service = new AuthService(ctx);
    // Per client address; the per-account login throttle (throttle.ts) covers attackers with many.
    const config = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
    registerOidcRoutes(app, ctx, service);

    app.post(
      '/register',
      {
        config,
        schema: { tags, summary: 'Create an account and e-mail a verification code', body: registerSchema },
      },
      async (request, reply) => {
        await service.register(request.body, meta(request));
        // Nothing about the account: the answer is the same when the address is taken.
        return reply.status(201).send(ok(null, MESSAGES.registered, { statusCode: 201 }));
      },
    );

    app.post(
      '/signup/start',
      {
        config,
        schema: {
          tags,
          summary: 'Start a sign-up in this browser: its cookie lets /checkAccount answer for a while',
        },
      },
      async (_request, reply) => {
        const { token, expiresAt } = await service.startSignup();
        setHttpOnlyCookie(reply, SIGNUP_COOKIE, token, {
          path: SIGNUP_COOKIE_PATH,
          maxAgeSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000),
          sameSite: 'Strict',
          secure: ctx.config.publicUrl.startsWith('https:'),
        });
        const data: SignupStartDto = { expiresAt: expiresAt.toISOString() };
        return ok(data);
      },
    );

    app.post(
      '/verifyotp',
      {
        config,
        schema: {
          tags,
          summary: "Confirm a code: the e-mail address, the caller's phone (signed in) or a password reset",
          body: verifyOtpSchema,
        },
      },
      async (request) => {
        const { otp, email, phone, type } = request.body;
        if (type === 'phone') {
          const user = await service.verifyPhoneCode(requireUser(request), phone, otp, meta(request));
          return ok(presentUser(user), MESSAGES.phoneVerified);
        }
        const account = email || phone || '';
        if (type === 'forgotPassword') {
          await service.checkPasswordResetCode(account, otp);
          return ok(null, MESSAGES.otpVerified);
        }
        const { user, issued } = await service.verifyEmailCode(account, otp, meta(request));
        return issued
          ? ok(presentSignedInUser(user, issued), MESSAGES.accountVerifiedSignedIn)
          : ok(presentUser(user), MESSAGES.accountVerified);
      },
    );

    app.post(
      '/resendotp',
      {
        config,
        schema: {
          tags,
          summary: "Send a new code: to the e-mail address, the caller's phone (signed in) or for a reset",
          body: resendOtpSchema,
        },
      },
      async (request) => {
        const { email, phone, type } = request.body;
        if (type === 'phone') {
          await service.sendPhoneCode(requireUser(request), phone, meta(request));
        } else if (type === 'forgotPassword') {
          await service.requestPasswordReset(email || phone || '', meta(request));
        } else {
          await service.resendEmailCode(email || phone || '', meta(request));
        }
        return ok(null, MESSAGES.otpSent);
      },
    );

    app.post(
      '/login',
      {
        config,
        schema: { tags, summary: 'Sign in with an e-mail address or phone number', body: loginSchema },
      },
      async (request) => {
        const { user, issued } = await service.login(request.body, meta(request));
        return ok(presentSignedInUser(user, issued), MESSAGES.loggedIn);
      },
    );

    app.post(
      '/logout',
      { config, schema: { tags, summary: 'End the current session', security: signedIn } },
      async (request) => {
        await service.logout(requireUser(request), meta(request));
        return ok(null, MESSAGES.loggedOut);
      },
    );

    app.get(
      '/session',
      {
        schema: {
          tags,
          summary:
            'The signed-in user with the abilities of the viewer: what they may do across CareNet (as the login answer, without the token)',
          security: signedIn,
        },
      },
      async (request) => {
        const { user, sessionId } = requireUser(request);
        return ok(presentSession(user, await ctx.tokens.isFirstSignIn(user.id, sessionId)));
      },
    );

    app.post(
      '/forgotpassword',
      {
        config,
        schema: {
          tags,
          summary: 'Without otp: send a reset code. With otp and newPassword: set the new password',
          body: forgotPasswordSchema,
        },
      },
      async (request) => {
        const { body } = request;
        if (body.otp === undefined && body.newPassword === undefined) {
          await service.requestPasswordReset(body.account, meta(request));
          return ok(null, MESSAGES.passwordResetCodeSent);
        }
        await service.resetPassword(body, meta(request));
        return ok(null, MESSAGES.passwordChanged);
      },
    );

    app.post(
      '/changepassword',
      {
        config,
        schema: { tags, summary: 'Change the own password', security: signedIn, body: changePasswordSchema },
      },
      async (request) => {
        await service.changePassword(requireUser(request), request.body, meta(request));
        return ok(null, MESSAGES.passwordChanged);
      },
    );

    app.post(
      '/change/user/password',
      {
        config,
        schema: {
          tags,
          summary: "Set a user's password (administrators)",
          security: signedIn,
          body: adminSetPasswordSchema,
        },
      },
      async (request) => {
        await service.setPasswordAsAdmin(requireAbility(request, 'manageUsers'), request.body, meta(request));
        return ok(null, MESSAGES.updatedSuccessfully);
      },
    );

    app.post(
      '/change/username',
      {
        config,
        schema: {
          tags,
          summary: 'Change the username (own, or any as an administrator)',
          security: signedIn,
          body: changeUsernameSchema,
        },
      },
      async (request) => {
        const user = await service.changeUsername(requireUser(request), request.body, meta(request));
        return ok(presentUser(user), MESSAGES.usernameChanged);
      },
    );

    app.post(
      '/change/number',
      {
        config,
        schema: {
          tags,
          summary: 'Change the phone number, which then needs verifying (own, or any as an administrator)',
          security: signedIn,
          body: changeNumberSchema,
        },
      },
      async (request) => {
        const user = await service.changeNumber(requireUser(request), request.body, meta(request));
        return ok(presentUser(user), MESSAGES.numberChanged);
      },
    );

    app.post(
      '/checkAccount',
      {
        config,
        schema: {
          tags,
          summary:
            'Whether an e-mail address or phone number is taken, within a sign-up this browser started (or to an administrator)',
          body: accountCheckSchema,
        },
      },
      async (request) =>
        ok(
          await service.checkAccount(request.body.account, {
            principal: request.principal,
            signupToken: readCookie(request, SIGNUP_COOKIE),
          }),
        ),
    );

    registerIdentityRoutes(app, ctx, meta);
  };
};
