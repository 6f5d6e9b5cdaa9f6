import {
  ORGANIZATION_MESSAGES as M,
  idParamSchema,
  invitationIdParamsSchema,
  invitationTokenSchema,
  organizationInvitationParamsSchema,
  organizationInviteSchema,
  organizationMemberAddSchema,
  organizationMemberParamsSchema,
  organizationMemberRoleSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentUserOrganization } from '../organizations';
import { presentInvitation, presentMember, presentMyInvitation, presentPendingInvitation } from './presenter';
import {
  acceptInvitation,
  acceptInvitationById,
  changeMemberRole,
  declineInvitation,
  invitationsOf,
  inviteMember,
  inviteUserById,
  membersOf,
  pendingInvitationsOf,
  previewInvitation,
  removeMember,
  withdrawInvitation,
} from './service';

const tags = ['facilities'];

/** A facility's members and invitations (docs/api-contract.md Facilities: /org/{id}/inviteUser, /org/{id}/user). */
export const organizationMemberRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/org/:id/users',
    {
      schema: {
        tags,
        summary: "A facility's members with their roles (its members and administrators)",
        params: idParamSchema,
      },
    },
    async (request) => {
      const rows = await membersOf(ctx, requireUser(request), request.params.id);
      return ok(rows.map(presentMember), 'Success', { totalCountOfRecords: rows.length });
    },
  );

  app.post(
    '/org/:id/inviteUser',
    {
      schema: {
        tags,
        summary: 'E-mails an invitation to join the facility as admin or member (its owners and admins)',
        params: idParamSchema,
        body: organizationInviteSchema,
      },
    },
    async (request, reply) => {
      const view = await inviteMember(ctx, requireUser(request), request.params.id, request.body, request.ip);
      return reply.status(201).send(ok(presentInvitation(view), M.invitationSent, { statusCode: 201 }));
    },
  );

  app.get(
    '/org/:id/invitations',
    {
      schema: {
        tags,
        summary: "A facility's invitations not yet accepted nor expired (its owners and admins)",
        params: idParamSchema,
      },
    },
    async (request) => {
      const rows = await pendingInvitationsOf(ctx, requireUser(request), request.params.id);
      return ok(rows.map(presentPendingInvitation), 'Success', { totalCountOfRecords: rows.length });
    },
  );

  app.delete(
    '/org/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraws a pending invitation, so its link no longer works (its owners and admins)',
        params: organizationInvitationParamsSchema,
      },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      await withdrawInvitation(ctx, requireUser(request), id, invitationId, request.ip);
      return ok(null, M.invitationWithdrawn);
    },
  );

  app.get(
    '/org/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'What an invitation link offers (facility, role, e-mail, expired?), for the /invitation page',
        params: invitationTokenSchema,
      },
    },
    async (request) => ok(presentInvitation(await previewInvitation(ctx, request.params.token))),
  );

  app.post(
    '/org/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accepts an invitation: the signed-in user, whose e-mail it names, joins the facility',
        body: invitationTokenSchema,
      },
    },
    async (request) => {
      const { organization, role } = await acceptInvitation(
        ctx,
        requireUser(request),
        request.body.token,
        request.ip,
      );
      return ok(presentUserOrganization(organization, role), M.invitationAccepted);
    },
  );

  app.post(
    '/org/:id/user',
    {
      schema: {
        tags,
        summary:
          'Invites an existing user by id, offering a role; they join only by accepting (its owners and admins; owners by owners)',
        params: idParamSchema,
        body: organizationMemberAddSchema,
      },
    },
    async (request, reply) => {
      const row = await inviteUserById(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.status(201).send(ok(presentPendingInvitation(row), M.invitationSent, { statusCode: 201 }));
    },
  );

  app.get(
    '/org/invitations',
    {
      schema: {
        tags,
        summary: "The signed-in user's invitations by id that wait for their answer",
      },
    },
    async (request) => {
      const rows = await invitationsOf(ctx, requireUser(request));
      return ok(rows.map(presentMyInvitation), 'Success', { totalCountOfRecords: rows.length });
    },
  );

  app.post(
    '/org/invitations/:invitationId/accept',
    {
      schema: {
        tags,
        summary: 'Accepts one of my invitations: I join the facility with the role it offers',
        params: invitationIdParamsSchema,
      },
    },
    async (request) => {
      const { organization, role } = await acceptInvitationById(
        ctx,
        requireUser(request),
        request.params.invitationId,
        request.ip,
      );
      return ok(presentUserOrganization(organization, role), M.invitationAccepted);
    },
  );

  app.post(
    '/org/invitations/:invitationId/decline',
    {
      schema: {
        tags,
        summary: 'Declines one of my invitations: it is gone, and I do not join',
        params: invitationIdParamsSchema,
      },
    },
    async (request) => {
      await declineInvitation(ctx, requireUser(request), request.params.invitationId, request.ip);
      return ok(null, M.invitationDeclined);
    },
  );

  app.put(
    '/org/:id/user/:userId',
    {
      schema: {
        tags,
        summary: "Changes a member's role (its owners and admins; owners by owners; the last owner stays)",
        params: organizationMemberParamsSchema,
        body: organizationMemberRoleSchema,
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const member = await changeMemberRole(
        ctx,
        requireUser(request),
        id,
        userId,
        request.body.role,
        request.ip,
      );
      return ok(presentMember(member), M.roleChanged);
    },
  );

  app.delete(
    '/org/:id/user/:userId',
    {
      schema: {
        tags,
        summary: 'Removes a member, or leaves the facility when it is oneself (the last owner stays)',
        params: organizationMemberParamsSchema,
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const outcome = await removeMember(ctx, requireUser(request), id, userId, request.ip);
      return ok(null, outcome === 'left' ? M.leftFacility : M.memberRemoved);
    },
  );
};
