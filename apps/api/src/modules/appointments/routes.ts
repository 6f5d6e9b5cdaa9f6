import {
  APPOINTMENT_MESSAGES,
  appointmentListQuerySchema,
  bookAppointmentSchema,
  idParamSchema,
  rescheduleAppointmentSchema,
  slotAvailabilitySchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentAppointment } from './presenter';
import {
  bookAppointment,
  cancelAppointment,
  listAppointments,
  rescheduleAppointment,
  slotAvailability,
} from './service';

const tags = ['appointments'];

/**
 * docs/api-contract.md appointments: free slots of a doctor's schedule, booking, listing, moving and cancelling.
 * Every time is a UTC instant in epoch milliseconds, as meet links have them.
 */
export const appointmentRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/appointmentSlotsAvailability/:id',
    {
      schema: {
        tags,
        summary:
          "A doctor's free slots starting in [from, to) (epoch ms, at most 31 days), never in the past, cut on the doctor's own clock",
        params: idParamSchema,
        body: slotAvailabilitySchema,
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await slotAvailability(ctx, request.params.id, request.body));
    },
  );

  app.post(
    '/appointment',
    {
      schema: {
        tags,
        summary: "Book one of a doctor's free slots (a patient); 409 when someone else took it first",
        body: bookAppointmentSchema,
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const view = await bookAppointment(ctx, principal, request.body, request.ip);
      return reply
        .code(201)
        .send(ok(presentAppointment(view, principal), APPOINTMENT_MESSAGES.booked, { statusCode: 201 }));
    },
  );

  app.get(
    '/appointment',
    {
      schema: {
        tags,
        summary:
          "The caller's appointments (any, for administrators) by createdBy, appointmentToUserId (doctor) or appointmentFromUserId (patient); when=upcoming or past",
        querystring: appointmentListQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { views, total } = await listAppointments(ctx, principal, request.query, request.ip);
      return ok(
        views.map((view) => presentAppointment(view, principal)),
        'Success',
        { totalCountOfRecords: total },
      );
    },
  );

  app.put(
    '/appointment/:id',
    {
      schema: {
        tags,
        summary: 'Move an appointment to another free slot of its doctor (its patient or doctor)',
        params: idParamSchema,
        body: rescheduleAppointmentSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await rescheduleAppointment(ctx, principal, request.params.id, request.body, request.ip);
      return ok(presentAppointment(view, principal), APPOINTMENT_MESSAGES.rescheduled);
    },
  );

  app.delete(
    '/appointment/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an appointment (its patient or doctor); the slot is free again',
        params: idParamSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await cancelAppointment(ctx, principal, request.params.id, request.ip);
      return ok(presentAppointment(view, principal), APPOINTMENT_MESSAGES.cancelled);
    },
  );
};
