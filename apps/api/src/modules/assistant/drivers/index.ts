import {
  ASSISTANT_DRIVERS,
  ASSISTANT_MODELS,
  type AssistantDriver,
  type AssistantModel,
} from '@carenet/shared';
import type { AssistantConfig } from '../../../config';
import { geminiDriver } from './gemini';
import { openAiDriver } from './openai';
import type { ModelDriver } from './types';

export { ModelUnavailableError, type ModelDriver, type ModelPrompt } from './types';

/** An outside model answering one of the selector's choices. */
export interface ConfiguredDriver {
  kind: typeof ASSISTANT_DRIVERS.gemini | typeof ASSISTANT_DRIVERS.openai;
  driver: ModelDriver;
}

/**
 * docs/medical-assistant.md#models: Palm 2 is answered through Gemini and Llama 2 through an
 * OpenAI-compatible server; a choice whose driver is not configured is null (the offline assistant).
 */
export function createModelDrivers(config: AssistantConfig): Record<AssistantModel, ConfiguredDriver | null> {
  const policy = { timeoutMs: config.timeoutMs, retries: config.retries, retryDelayMs: config.retryDelayMs };
  return {
    'Palm 2': config.gemini
      ? { kind: ASSISTANT_DRIVERS.gemini, driver: geminiDriver(config.gemini, policy) }
      : null,
    'Llama 2': config.openai
      ? { kind: ASSISTANT_DRIVERS.openai, driver: openAiDriver(config.openai, policy) }
      : null,
  };
}

/** Which driver answers each choice with these settings (GET /health names them). */
export function assistantDriverNames(
  config: AssistantConfig,
): { model: AssistantModel; driver: AssistantDriver }[] {
  const configured: Record<AssistantModel, AssistantDriver | null> = {
    'Palm 2': config.gemini ? ASSISTANT_DRIVERS.gemini : null,
    'Llama 2': config.openai ? ASSISTANT_DRIVERS.openai : null,
  };
  return ASSISTANT_MODELS.map((model) => ({ model, driver: configured[model] ?? ASSISTANT_DRIVERS.offline }));
}
