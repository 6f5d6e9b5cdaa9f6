import {
  MESSAGES,
  idParamSchema,
  profileUpdateSchema,
  searchUserSchema,
  suspendUserSchema,
  USER_ADMIN_MESSAGES,
  usersQuerySchema,
} from '@carenet/shared';
import { requireAbility, viewerMay } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import { profileBookingAbilities } from '../appointments';
import type { ApiModule } from '../../platform/module';
import { getUserAdminView, reactivateUser, sendPasswordResetLink, suspendUser } from './admin-service';
import {
  presentAdminUser,
  presentPublicProfile,
  presentUser,
  presentViewedProfile,
  presentUserDetail,
  presentUserSummary,
} from './presenter';
import {
  displayNameOf,
  exportUsersCsv,
  getManagedUser,
  getVisibleUser,
  listUsersFor,
  searchUsers,
  updateUserProfile,
} from './service';

// A partial update must leave an omitted link alone, so the links lose the form's '' default here.
const profileUpdateBody = profileUpdateSchema.extend({
  linkedInProfileUrl: profileUpdateSchema.shape.linkedInProfileUrl.unwrap(),
  twitterProfileUrl: profileUpdateSchema.shape.twitterProfileUrl.unwrap(),
});

const tags = ['users'];

export const userRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary:
          'A whole user record (owner or administrator); administrators also get its roles, verification, facilities, recent activity and abilities',
        params: idParamSchema,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (viewerMay(actor, 'manageUsers')) {
        return ok(presentUserDetail(actor, await getUserAdminView(ctx, request.params.id)));
      }
      return ok(presentUser(await getManagedUser(ctx, actor, request.params.id)));
    },
  );

  app.post(
    '/user/:id/suspend',
    {
      schema: {
        tags,
        summary:
          'Suspend an account: it cannot sign in and its sessions end (administrators; a super administrator only by another)',
        params: idParamSchema,
        body: suspendUserSchema,
      },
    },
    async (request) => {
      const user = await suspendUser(
        ctx,
        requireAbility(request, 'manageUsers'),
        request.params.id,
        request.body.reason,
        request.ip,
      );
      return ok(presentAdminUser(user), USER_ADMIN_MESSAGES.suspended);
    },
  );

  app.post(
    '/user/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Let a suspended account sign in again (administrators)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const user = await reactivateUser(
        ctx,
        requireAbility(request, 'manageUsers'),
        request.params.id,
        request.ip,
      );
      return ok(presentAdminUser(user), USER_ADMIN_MESSAGES.reactivated);
    },
  );

  app.post(
    '/user/:id/passwordResetLink',
    {
      schema: {
        tags,
        summary: 'E-mail the user a password reset code, as forgot-password does (administrators)',
        params: idParamSchema,
      },
    },
    async (request) => {
      await sendPasswordResetLink(ctx, requireAbility(request, 'manageUsers'), request.params.id, request.ip);
      return ok(null, USER_ADMIN_MESSAGES.passwordResetLinkSent);
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Update a profile, the tour flag or add a picked role (owner or administrator)',
        params: idParamSchema,
        body: profileUpdateBody,
      },
    },
    async (request) => {
      const user = await updateUserProfile(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return ok(presentUser(user), MESSAGES.updatedSuccessfully);
    },
  );

  app.get(
    '/user/profile/:id',
    {
      schema: {
        tags,
        summary:
          "A doctor's or facility's public profile, with whether the viewer may book them (abilities); a patient's only for them, their doctors and administrators",
        params: idParamSchema,
      },
    },
    async (request) => {
      const user = await getVisibleUser(ctx, request.principal, request.params.id);
      return ok(presentViewedProfile(user, profileBookingAbilities(request.principal, user)));
    },
  );

  app.get(
    '/user/summary/:id',
    {
      schema: {
        tags,
        summary: 'What a card or chip shows of a user (patients: as GET /user/profile/{id})',
        params: idParamSchema,
      },
    },
    async (request) =>
      ok(presentUserSummary(await getVisibleUser(ctx, request.principal, request.params.id))),
  );

  app.get(
    '/userOrOrgName/:id',
    {
      schema: {
        tags,
        summary: "The display name behind an id (a patient's: as GET /user/profile/{id})",
        params: idParamSchema,
      },
    },
    async (request) => ok({ name: await displayNameOf(ctx, request.principal, request.params.id) }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Verified doctors for everyone; every user for administrators (isDownload=true: CSV, administrators only)',
        querystring: usersQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.query.isDownload === 'true') {
        const csv = await exportUsersCsv(ctx, requireAbility(request, 'manageUsers'), request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="users-${day}.csv"`)
          .send(csv);
      }
      const list = await listUsersFor(ctx, request.principal, request.query);
      const data = list.full ? list.rows.map(presentAdminUser) : list.rows.map(presentPublicProfile);
      return ok(data, 'Success', { totalCountOfRecords: list.total });
    },
  );

  app.post(
    '/searchuser',
    {
      schema: {
        tags,
        summary:
          'Find doctors and facilities by name or username (signed in); patients only for administrators and their doctors',
        body: searchUserSchema,
      },
    },
    async (request) => {
      const { rows, total } = await searchUsers(ctx, requireUser(request), request.body);
      return ok(rows.map(presentUserSummary), 'Success', { totalCountOfRecords: total });
    },
  );
};
