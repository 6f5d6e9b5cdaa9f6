import { ONBOARDING_MESSAGES, onboardUserSchema, setPasswordSchema } from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentUser } from '../users';
import { addUser, setPasswordWithLink } from './service';

const tags = ['onboarding'];
const signedIn = [{ bearer: [] }];

/** docs/screens-and-flows.md#routes Add doctor, Add patient and step 1 of Add Hospital; the onboarded person's first password. */
export const onboardingRoutes: ApiModule = (ctx) => async (app) => {
  // Per client address, like the other password routes: the link's secret is not guessable, this
  // only keeps a client from hammering the argon2 hashing.
  const limited = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/user/add',
    {
      schema: {
        tags,
        summary:
          'Create a doctor, patient or facility contact and e-mail them a set-password link (administrators)',
        security: signedIn,
        body: onboardUserSchema,
      },
    },
    async (request, reply) => {
      const user = await addUser(ctx, requireAbility(request, 'onboardUsers'), request.body, request.ip);
      const message =
        request.body.roles === 'doctor'
          ? ONBOARDING_MESSAGES.doctorSubmitted
          : request.body.roles === 'patient'
            ? ONBOARDING_MESSAGES.patientSubmitted
            : ONBOARDING_MESSAGES.hospitalStep1Submitted;
      return reply.status(201).send(ok(presentUser(user), message, { statusCode: 201 }));
    },
  );

  app.post(
    '/user/setPassword',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Choose the first password with the link an onboarded person was e-mailed',
        body: setPasswordSchema,
      },
    },
    async (request) => {
      await setPasswordWithLink(ctx, request.body, request.ip);
      return ok(null, ONBOARDING_MESSAGES.passwordSet);
    },
  );
};
