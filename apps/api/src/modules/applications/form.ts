import type { z } from 'zod';
import { APPLICATION_FORM_SCHEMAS, type ApplicationBody, type ApplicationForm } from '@carenet/shared';
import { AppError } from '../../platform/errors';
import type { NewApplication } from './repository';

/** What an applicant wrote, as the columns of an application. */
export type ApplicationAnswers = Omit<
  NewApplication,
  'requestId' | 'userId' | 'requestType' | 'resumeFileKey'
>;

/** The form's own schema, with its docs/validation-and-limits.md messages, over the fields sent; a 400 like any validation failure. */
function parseForm<T extends z.ZodType>(schema: T, body: ApplicationBody): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/** The answers to the form a request's type uses, and the resume key sent with them (profile form only). */
export function answersOf(
  form: ApplicationForm,
  body: ApplicationBody,
): { answers: ApplicationAnswers; resumeKey: string | undefined } {
  if (form === 'audioRoom') {
    const fields = parseForm(APPLICATION_FORM_SCHEMAS.audioRoom, body);
    return {
      answers: {
        participantFirstName: fields.participantName.first_name,
        participantLastName: fields.participantName.last_name,
        participantEmailAddress: fields.participantEmailAddress,
        participantAudioRoomUrl: fields.participantAudioRoomUrl,
      },
      resumeKey: undefined,
    };
  }
  const fields = parseForm(APPLICATION_FORM_SCHEMAS.profile, body);
  return {
    answers: {
      participantFirstName: fields.participantName.first_name,
      participantLastName: fields.participantName.last_name,
      participantEmailAddress: fields.participantEmailAddress,
      participantPhone: fields.participantPhone ?? null,
      participantOccupation: fields.participantOccupation,
      participantGender: fields.participantGender ?? null,
      city: fields.city,
      state: fields.state,
      country: fields.country,
      address: fields.address ?? null,
    },
    resumeKey: fields.resume,
  };
}
