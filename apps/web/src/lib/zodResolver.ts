import { zodResolver as schemaResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { tm } from './i18n';

/** Each error's message in the page's language; `ref` (the field's element) is carried, not walked. */
function translated(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(translated);
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, tm(value)];
      return [key, translated(value)];
    }),
  );
}

/**
 * The forms' resolver: the shared zod schema checks the values, and its messages (written in English in
 * packages/shared) are shown in the page's language.
 */
export const zodResolver = ((...args: Parameters<typeof schemaResolver>) => {
  const resolve = (schemaResolver as (...inner: unknown[]) => Resolver<FieldValues>)(...args);
  const localized: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    // Valid values come back with no errors; only a refusal has messages to show.
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translated(result.errors) as FieldErrors<FieldValues> };
  };
  return localized;
}) as typeof schemaResolver;
