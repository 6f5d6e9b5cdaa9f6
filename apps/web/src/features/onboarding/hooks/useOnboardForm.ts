import { MESSAGES } from '@carenet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms';
import { tm } from '../../../lib/i18n';
import type { ContactAvailability } from './useContactAvailability';

/**
 * The submit flow the onboarding forms share: refuse while the form or a contact check has errors
 * ('Please fix the errors before submitting the form.'), send, then show the success message and start
 * a fresh form; the server's field errors go beside their fields.
 */
export function useOnboardSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  options: {
    availability?: ContactAvailability;
    fields: readonly NoInfer<FieldPath<TValues>>[];
    send: (values: TOutput) => Promise<string>;
    /** The values the form starts again from; unset keeps what was typed (a wizard moving on). */
    resetTo?: NoInfer<DefaultValues<TValues>>;
  },
) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setSubmitted(null);
      if (options.availability?.blocked) {
        setFormError(tm(MESSAGES.fixErrors));
        return;
      }
      setFormError(null);
      try {
        const message = await options.send(values);
        // The contacts just used are taken now: forget the checks that said they were free.
        await queryClient.invalidateQueries({ queryKey: ['checkAccount'] });
        if (options.resetTo) form.reset(options.resetTo);
        setSubmitted(message);
      } catch (err) {
        setFormError(applyServerErrors(err, form.setError, options.fields));
      }
    },
    () => {
      setSubmitted(null);
      setFormError(tm(MESSAGES.fixErrors));
    },
  );
  return { onSubmit, formError, setFormError, submitted, setSubmitted };
}
