import {
  emergencyHelp,
  findDoctorsHref,
  type AssistantAnswerKind,
  type AssistantConversationDetailDto,
  type AssistantConversationDto,
  type AssistantDriver,
  type AssistantMessageDto,
  type AssistantModel,
  type AssistantRole,
} from '@carenet/shared';
import type { AssistantConversationRow, AssistantMessageRow } from '../../platform/db/schema';

export function presentConversation(row: AssistantConversationRow): AssistantConversationDto {
  return {
    _id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns hold only values the service wrote from the shared constants. */
export function presentMessage(row: AssistantMessageRow): AssistantMessageDto {
  return {
    _id: row.id,
    role: row.role as AssistantRole,
    text: row.text,
    model: row.model as AssistantModel | null,
    driver: row.driver as AssistantDriver | null,
    kind: row.kind as AssistantAnswerKind | null,
    sources: row.sources,
    specialty: row.specialty,
    doctorsHref: row.specialty ? findDoctorsHref(row.specialty) : null,
    emergency: row.emergencyGroups ? emergencyHelp(row.emergencyGroups) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConversationDetail(
  row: AssistantConversationRow,
  messages: AssistantMessageRow[],
): AssistantConversationDetailDto {
  return { ...presentConversation(row), messages: messages.map(presentMessage) };
}
