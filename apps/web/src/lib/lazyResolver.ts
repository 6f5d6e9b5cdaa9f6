import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it) loads on the form's first validation instead of with the
 * page: a screen on the first load of the app shows its form without them. Validation gives the same
 * errors; react-hook-form awaits resolvers, so the first one waits for the load.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  return async (values, context, options) => {
    // A load that failed (the network dropped) is tried again at the next validation, not kept.
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
