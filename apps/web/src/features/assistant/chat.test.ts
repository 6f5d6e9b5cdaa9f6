import { emergencyHelp, type AssistantMessageDto } from '@carenet/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyEvent, entryOf, guestChat, pendingAnswer, questionEntry } from './chat';

beforeEach(() => sessionStorage.clear());

describe("an answer's emergency card", () => {
  it('comes with the start of the answer, and a question or a plain answer has none', () => {
    expect(questionEntry('chest pain').emergency).toBeNull();
    expect(pendingAnswer().emergency).toBeNull();
    const help = emergencyHelp(['heart']);
    const started = applyEvent(pendingAnswer(), {
      type: 'start',
      conversationId: null,
      model: 'Palm 2',
      driver: 'offline',
      kind: 'emergency',
      notice: null,
      emergency: help,
      guestToken: null,
    });
    expect(started.emergency).toEqual(help);
    expect(applyEvent(started, { type: 'delta', text: 'Call 112.' }).emergency).toEqual(help);
  });

  it('comes with a saved message', () => {
    const message: AssistantMessageDto = {
      _id: 'm-1',
      role: 'assistant',
      text: 'Call 988.',
      model: 'Palm 2',
      driver: 'offline',
      kind: 'emergency',
      sources: [],
      specialty: null,
      doctorsHref: null,
      emergency: emergencyHelp(['suicide']),
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(entryOf(message).emergency).toEqual(emergencyHelp(['suicide']));
    expect(entryOf({ ...message, kind: 'answer', emergency: null }).emergency).toBeNull();
  });

  it("is kept in a guest's tab; a bubble kept before cards existed has none", () => {
    const answer = { ...pendingAnswer(), pending: false, kind: 'emergency' as const };
    guestChat.save([{ ...answer, emergency: emergencyHelp(['poisoning']) }]);
    expect(guestChat.load()[0].emergency).toEqual(emergencyHelp(['poisoning']));

    const { emergency: _emergency, ...older } = answer;
    sessionStorage.setItem('assistantGuestChat', JSON.stringify([older]));
    expect(guestChat.load()[0].emergency).toBeNull();
  });
});
