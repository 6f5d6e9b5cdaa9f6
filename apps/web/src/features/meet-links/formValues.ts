import { updateMeetLinkSchema, type MeetLinkDto, type UpdateMeetLinkInput } from '@carenet/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The dialog's fields: the times as the browser's date-and-time inputs hold them (local time). */
export interface MeetFormValues {
  title: string;
  description: string;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value, in the reader's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(link: MeetLinkDto | null): MeetFormValues {
  if (!link) return { title: '', description: '', start: '', end: '' };
  return {
    title: link.title,
    description: link.description,
    start: toLocalInput(link.startTime),
    end: toLocalInput(link.endTime),
  };
}

/** What the API takes: epoch ms; an empty input stays missing so the SPEC message names it. */
export function payloadOf(values: MeetFormValues): UpdateMeetLinkInput {
  const ms = (value: string) => (value ? new Date(value).getTime() : undefined);
  return {
    title: values.title,
    description: values.description,
    startTime: ms(values.start) as number,
    endTime: ms(values.end) as number,
  };
}

const FIELD_OF: Record<string, keyof MeetFormValues> = {
  title: 'title',
  description: 'description',
  startTime: 'start',
  endTime: 'end',
};

/** Validates with the API's own schema (docs/validation-and-limits.md#clinical Meet link messages), mapping its times to the inputs. */
export const meetFormResolver: Resolver<MeetFormValues> = (values) => {
  const parsed = updateMeetLinkSchema.safeParse(payloadOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<MeetFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
