import { inArray } from 'drizzle-orm';
import {
  BULK_IMPORT_MESSAGES as M,
  MESSAGES,
  USER_IMPORT_COLUMNS,
  normalisePhone,
  onboardUserSchema,
  type OnboardUserInput,
} from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import {
  UNKNOWN_SPECIALTY,
  insertOnboardedUsers,
  resolveSpecialties,
  sendPasswordSetupLinks,
  takenContacts,
  type OnboardedUser,
} from '../onboarding';
import { listCell, schemaProblems } from './check';
import type { FieldProblem, ImportKind } from './kind';

/** The roles a users file creates (docs/validation-and-limits.md#facilities Add doctor / Add patient); facility contacts come with their facility. */
const IMPORTED_ROLES = new Set(['doctor', 'patient']);

/** Spreadsheets spell these out; the schema takes SPEC's codes. */
const GENDER_WORDS: Record<string, string> = { male: 'm', female: 'f', other: 'o' };

/** The set-password e-mails of one imported batch are sent by a job of their own. */
export const SETUP_LINKS_QUEUE = 'bulkImport.setupLinks';

/**
 * Sends the set-password links of the people a batch created. Each e-mail is an outbox row and a
 * delivery job, so 10,000 of them take longer than the import itself: the import finishes (and
 * reports so) while its e-mails go out behind it. A person who has since set a password through
 * another link is sent a new one only if the job is retried, which is harmless.
 */
export function registerSetupLinkJob(ctx: AppContext): void {
  ctx.jobs.register(SETUP_LINKS_QUEUE, async (payload) => {
    const ids = Array.isArray(payload.userIds) ? payload.userIds.map(String) : [];
    if (!ids.length) return;
    const people = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(inArray(users.id, ids));
    await sendPasswordSetupLinks(ctx, people);
  });
}

const optional = (value: string) => (value === '' ? undefined : value);

/** The cells of a users row as POST /user/add's body. */
function inputOf(values: Record<string, string>) {
  const gender = values.gender.toLowerCase();
  return {
    roles: values.roles.toLowerCase(),
    name: { first_name: values.first_name, middle_name: values.middle_name, last_name: values.last_name },
    email: values.email,
    phone: values.phone,
    gender: optional(GENDER_WORDS[gender] ?? gender),
    // 'Dr.' and 'Professor' as people write them; the schema takes 'dr' and 'professor'.
    salutation: optional(values.salutation.toLowerCase().replace(/\.$/, '')),
    title: values.title,
    yearsOfExperience: optional(values.yearsOfExperience),
    specialties: listCell(values.specialties),
    address: {
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      state: values.state,
      country: values.country,
      zip_code: values.zip_code,
    },
  };
}

/** Doctors and patients, checked by the Add Doctor / Add Patient schema and created as POST /user/add does. */
export const usersImport: ImportKind<OnboardUserInput, OnboardedUser> = {
  kind: 'users',
  columns: USER_IMPORT_COLUMNS,

  parse(values) {
    const input = inputOf(values);
    if (!IMPORTED_ROLES.has(input.roles)) return { problems: [{ field: 'roles', message: M.unknownRole }] };
    const parsed = onboardUserSchema.safeParse(input);
    return parsed.success ? { input: parsed.data } : { problems: schemaProblems(parsed.error.issues) };
  },

  uniqueKeys(input) {
    const phone = normalisePhone(input.phone);
    return [{ field: 'email', key: input.email }, ...(phone ? [{ field: 'phone', key: phone }] : [])];
  },

  async checkDatabase(db, inputs) {
    const taken = await takenContacts(db, inputs);
    const specialties = await resolveSpecialties(
      db,
      inputs.flatMap((input) => (input.roles === 'doctor' ? input.specialties : [])),
    );
    const unknown = new Set(specialties.unknown);
    return inputs.map((input) => {
      const problems: FieldProblem[] = [];
      if (taken.emails.has(input.email)) problems.push({ field: 'email', message: MESSAGES.emailTaken });
      const phone = normalisePhone(input.phone);
      if (phone && taken.phones.has(phone)) problems.push({ field: 'phone', message: MESSAGES.phoneTaken });
      if (
        input.roles === 'doctor' &&
        input.specialties.some((name) => unknown.has(name.trim().toLowerCase()))
      ) {
        problems.push({ field: 'specialties', message: UNKNOWN_SPECIALTY });
      }
      return problems;
    });
  },

  insert: (tx, actorId, inputs) => insertOnboardedUsers(tx, actorId, inputs),

  async afterInsert(ctx, tx, created) {
    if (created.length)
      await ctx.jobs.enqueue(SETUP_LINKS_QUEUE, { userIds: created.map((person) => person.id) }, {}, tx);
  },
};
