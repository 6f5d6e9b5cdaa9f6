import { useSyncExternalStore } from 'react';
import { ASSISTANT_MODELS, DEFAULT_ASSISTANT_MODEL, type AssistantModel } from '@carenet/shared';

const KEY = 'assistantModel';

function read(): AssistantModel {
  try {
    const stored = sessionStorage.getItem(KEY);
    return ASSISTANT_MODELS.find((model) => model === stored) ?? DEFAULT_ASSISTANT_MODEL;
  } catch {
    return DEFAULT_ASSISTANT_MODEL;
  }
}

let current: AssistantModel = read();
const listeners = new Set<() => void>();

/**
 * The model chosen for the medical assistant, kept per tab: the top bar's selector (in the shell) sets
 * it and the chat page (a feature) reads it, so neither imports the other.
 */
export const assistantModelStore = {
  get: () => current,
  set: (model: AssistantModel) => {
    current = model;
    try {
      sessionStorage.setItem(KEY, model);
    } catch {
      // A tab without storage keeps the choice in memory for as long as it is open.
    }
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useAssistantModel(): AssistantModel {
  return useSyncExternalStore(assistantModelStore.subscribe, assistantModelStore.get);
}
