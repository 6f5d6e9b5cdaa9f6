import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { participantIds, selectRoomsOf } from '../chat';
import { careClock, careState, isVerifiedDoctorUser } from '../../access';
import { activeCareLinks, careLinksOfDoctor } from '../care-team';
import { findRequestView } from '../requests';
import { assertCanManageUser, findUserById } from '../users';
import { usersByIds } from './repository';

/**
 * The conversations read for contacts: a person's most recent ones. Contacts are a convenience list,
 * so a person in hundreds of conversations sees the people of their latest 200.
 */
const CONVERSATIONS_READ = 200;

export interface ContactGroups {
  careTeam: UserRow[];
  patients: UserRow[];
  conversations: UserRow[];
}

/** The patients a verified doctor cares for now, by the care relationship rules (none for anyone else). */
async function patientIdsOf(ctx: AppContext, user: UserRow): Promise<string[]> {
  if (!isVerifiedDoctorUser(user)) return [];
  const clock = careClock(ctx);
  const links = await careLinksOfDoctor(ctx.db, user.id);
  return links
    .filter((link) => careState(link.link, link.request, clock).active)
    .map((link) => link.request.createdBy);
}

/** Everyone who shares one of the user's request conversations with them now (chat's participant rule). */
async function conversationPartnerIds(ctx: AppContext, userId: string): Promise<string[]> {
  const { rooms } = await selectRoomsOf(ctx.db, userId, { limit: CONVERSATIONS_READ, offset: 0 });
  const clock = careClock(ctx);
  const views = await Promise.all(rooms.map((room) => findRequestView(ctx.db, room.requestId, userId)));
  return views.flatMap((view) => (view ? participantIds(view, clock) : []));
}

/**
 * GET /user/{id}/contact(Group): the person's care team, their patients and their conversation
 * partners, each person once (in the first group they belong to), never the person themselves.
 */
export async function contactGroupsOf(
  ctx: AppContext,
  actor: Principal,
  userId: string,
): Promise<ContactGroups> {
  const user = assertCanManageUser(actor, await findUserById(ctx.db, userId));
  if (user.erasedAt) throw AppError.notFound();
  const [careTeamIds, patientIds, partnerIds] = await Promise.all([
    activeCareLinks(ctx, user.id).then((links) => links.map((link) => link.doctor.id)),
    patientIdsOf(ctx, user),
    conversationPartnerIds(ctx, user.id),
  ]);
  const seen = new Set([user.id]);
  const once = (ids: string[]) =>
    ids.filter((id) => {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  const groups = { careTeam: once(careTeamIds), patients: once(patientIds), conversations: once(partnerIds) };
  const people = new Map(
    (await usersByIds(ctx.db, [...groups.careTeam, ...groups.patients, ...groups.conversations])).map(
      (row) => [row.id, row],
    ),
  );
  const rowsOf = (ids: string[]) => ids.flatMap((id) => people.get(id) ?? []);
  return {
    careTeam: rowsOf(groups.careTeam),
    patients: rowsOf(groups.patients),
    conversations: rowsOf(groups.conversations),
  };
}
