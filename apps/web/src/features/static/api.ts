import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@carenet/shared';
import { api } from '../../lib/api';

/** POST /feedback: open to visitors and signed-in members (the token, when present, links it to them). */
export const staticApi = {
  sendFeedback: (body: FeedbackInput) => api<unknown>('/feedback', { method: 'POST', body }),
};

export function useSendFeedback() {
  return useMutation({ mutationFn: staticApi.sendFeedback });
}
