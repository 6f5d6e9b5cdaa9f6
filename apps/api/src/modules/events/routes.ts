import {
  COUPON_MESSAGES,
  EVENT_MESSAGES,
  EVENT_REGISTRATION_STATUS,
  confirmEventRegistrationSchema,
  createEventSchema,
  eventCheckInSchema,
  eventDonationSchema,
  eventRegistrationSchema,
  eventSlugParamSchema,
  idParamSchema,
  updateEventSchema,
  verifyCouponQuerySchema,
  type CheckInResultDto,
  type CouponUseCheckDto,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { canManageEvents } from './policy';
import { presentEvent, presentEventDonation, presentRegistration } from './presenter';
import {
  changeEvent,
  checkIn,
  checkedInList,
  confirmRegistration,
  createEvent,
  donateToEvent,
  formatCheckInTime,
  getEvent,
  listAllEvents,
  mayUseCoupon,
  registerForEvent,
  registrationMessage,
} from './service';
import { requestLocale } from '../../platform/i18n';

const tags = ['events'];

/** Events, registration with a QR check-in, and donations to an event (docs/events-and-coupons.md). */
export const eventRoutes: ApiModule = (ctx) => async (app) => {
  const publicLimit = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/events/site',
    { schema: { tags, summary: 'The configured outside event site, if any (public)' } },
    () => ok({ eventSiteUrl: ctx.config.eventSiteUrl ?? null }),
  );

  app.get(
    '/events',
    { schema: { tags, summary: 'Every event with its registration counts (administrators)' } },
    async (request, reply) => {
      const rows = await listAllEvents(ctx, requireUser(request));
      void reply.header('Cache-Control', 'no-store');
      return ok(
        rows.map(({ row, counts }) => presentEvent(row, { mayUpdate: true, counts })),
        'Success',
        { totalCountOfRecords: rows.length },
      );
    },
  );

  app.get(
    '/events/:slug',
    { schema: { tags, summary: 'An event by its slug or id (public)', params: eventSlugParamSchema } },
    async (request) => {
      const event = await getEvent(ctx.db, request.params.slug);
      return ok(presentEvent(event, { mayUpdate: canManageEvents(request.principal) }));
    },
  );

  app.post(
    '/events',
    { schema: { tags, summary: 'Create an event (administrators)', body: createEventSchema } },
    async (request, reply) => {
      const row = await createEvent(ctx, requireUser(request), request.body, request.ip);
      return reply
        .status(201)
        .send(ok(presentEvent(row, { mayUpdate: true }), EVENT_MESSAGES.eventSaved, { statusCode: 201 }));
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Change an event (administrators)',
        params: idParamSchema,
        body: updateEventSchema,
      },
    },
    async (request) => {
      const row = await changeEvent(ctx, requireUser(request), request.params.id, request.body, request.ip);
      return ok(presentEvent(row, { mayUpdate: true }), EVENT_MESSAGES.eventSaved);
    },
  );

  app.post(
    '/healthFestEventRegistration',
    {
      config: publicLimit,
      schema: {
        tags,
        summary:
          'Register for an event with an optional coupon: 201 with the check-in QR code mailed for a signed-in ' +
          "person's own verified address, else 202 and a link mailed to confirm the address first",
        body: eventRegistrationSchema,
      },
    },
    async (request, reply) => {
      const { registration, discountPercent } = await registerForEvent(ctx, request.principal, request.body, {
        ip: request.ip,
        locale: requestLocale(request.headers['accept-language']),
      });
      void reply.header('Cache-Control', 'no-store');
      const unconfirmed = registration.status === EVENT_REGISTRATION_STATUS.unconfirmed;
      const statusCode = unconfirmed ? 202 : 201;
      return reply
        .status(statusCode)
        .send(
          ok(
            presentRegistration(registration, discountPercent),
            unconfirmed ? EVENT_MESSAGES.confirmationSent : registrationMessage(registration),
            { statusCode },
          ),
        );
    },
  );

  app.post(
    '/events/registrations/confirm',
    {
      config: publicLimit,
      schema: {
        tags,
        summary:
          "Confirm a registration's address with the secret of the e-mailed link: it takes its place, " +
          'uses its coupon and mails the check-in QR code',
        body: confirmEventRegistrationSchema,
      },
    },
    async (request, reply) => {
      const { registration, discountPercent } = await confirmRegistration(ctx, request.body.token, {
        ip: request.ip,
        locale: requestLocale(request.headers['accept-language']),
      });
      void reply.header('Cache-Control', 'no-store');
      return ok(presentRegistration(registration, discountPercent), registrationMessage(registration));
    },
  );

  app.get(
    '/verifyUserCoupon/:id',
    {
      config: publicLimit,
      schema: {
        tags: ['coupons'],
        summary:
          'Whether the signed-in person, or the registration whose confirmation link is given, may still ' +
          'use this coupon (404 for anyone else)',
        params: idParamSchema,
        querystring: verifyCouponQuerySchema,
      },
    },
    async (request, reply) => {
      const mayUse = await mayUseCoupon(ctx, request.principal, request.params.id, request.query);
      void reply.header('Cache-Control', 'no-store');
      const data: CouponUseCheckDto = { couponId: request.params.id, mayUse };
      return ok(data, mayUse ? COUPON_MESSAGES.mayUse : COUPON_MESSAGES.alreadyUsed);
    },
  );

  app.post(
    '/events/checkin',
    {
      schema: {
        tags,
        summary: 'Check in the holder of a QR code token, once (administrators)',
        body: eventCheckInSchema,
      },
    },
    async (request, reply) => {
      const outcome = await checkIn(ctx, requireUser(request), request.body.token, request.ip);
      const { registration } = outcome;
      const message = outcome.alreadyCheckedIn
        ? EVENT_MESSAGES.alreadyCheckedIn(
            registration.fullName,
            formatCheckInTime(registration.checkedInAt ?? new Date()),
          )
        : EVENT_MESSAGES.checkedIn(registration.fullName);
      const data: CheckInResultDto = {
        alreadyCheckedIn: outcome.alreadyCheckedIn,
        registration: presentRegistration(registration),
        event: { _id: outcome.event.id, title: outcome.event.title },
      };
      void reply.header('Cache-Control', 'no-store');
      return ok(data, message);
    },
  );

  app.get(
    '/events/:slug/checkedIn',
    {
      schema: {
        tags,
        summary: 'Who has checked in to an event, latest first (administrators)',
        params: eventSlugParamSchema,
      },
    },
    async (request, reply) => {
      const { rows } = await checkedInList(ctx, requireUser(request), request.params.slug, request.ip);
      void reply.header('Cache-Control', 'no-store');
      return ok(
        rows.map((row) => presentRegistration(row)),
        'Success',
        { totalCountOfRecords: rows.length },
      );
    },
  );

  app.post(
    '/eventDonation',
    {
      config: publicLimit,
      schema: {
        tags,
        summary: 'Donate to an event (guest or signed in): an offline pledge, or a Stripe checkoutUrl',
        body: eventDonationSchema,
      },
    },
    async (request, reply) => {
      const { donation, started } = await donateToEvent(ctx, request.principal, request.body, request.ip);
      const checkoutUrl = started.kind === 'redirect' ? started.url : null;
      void reply.header('Cache-Control', 'no-store');
      return reply
        .status(201)
        .send(
          ok(
            presentEventDonation(donation, checkoutUrl),
            started.kind === 'pledged' ? EVENT_MESSAGES.donationRecorded : EVENT_MESSAGES.donationCheckout,
            { statusCode: 201 },
          ),
        );
    },
  );
};
