import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SetFieldError } from '../../../components/forms';
import type { checkLogin } from '../loginCheck';

/*
 * The login form keeps its fields itself instead of using react-hook-form like the other forms: the
 * login screen is a first load of the app, and the library is ~14 KB gzip of its 150 KB budget. It
 * behaves as react-hook-form does with its defaults: nothing is checked until the first submit, which
 * checks every field and focuses the first invalid one; from then on a field is checked again as it
 * changes.
 */

export interface LoginValues {
  account: string;
  password: string;
  rememberMe: boolean;
}

type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The fields in the order they are shown: the first invalid one takes the focus. */
const FIELDS: readonly LoginField[] = ['account', 'password', 'rememberMe'];

let checkLoad: Promise<typeof checkLogin> | null = null;

/**
 * The login form's check (the shared schema, and zod with it), loaded on the form's first submit
 * instead of with the screen. A load that failed (the network dropped) is tried again at the next
 * check, not kept.
 */
async function check(values: LoginValues) {
  checkLoad ??= import('../loginCheck')
    .then((module) => module.checkLogin)
    .catch((error: unknown) => {
      checkLoad = null;
      throw error;
    });
  return (await checkLoad)(values);
}

/** The login form's values, errors and submit, starting from `defaults`. */
export function useLoginForm(defaults: LoginValues) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // The values as of the last change: a check started before React renders them must see them.
  const latest = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLElement | null>>>({});
  // Per field, the latest check started after a change: an older one finishing later is dropped.
  const checks = useRef<Partial<Record<LoginField, number>>>({});

  const setError: SetFieldError<LoginField> = (name, error, { shouldFocus }) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (shouldFocus) inputs.current[name]?.focus();
  };

  const setValue = <F extends LoginField>(name: F, value: LoginValues[F]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (!submitted.current) return;
    const id = (checks.current[name] ?? 0) + 1;
    checks.current[name] = id;
    void check(latest.current).then(({ errors: found }) => {
      if (checks.current[name] === id) setErrors((current) => ({ ...current, [name]: found[name] }));
    });
  };

  /** The form's submit handler: checks the values and, when valid, hands them (as checked) to `onValid`. */
  const handleSubmit = (onValid: (values: LoginValues) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitting(true);
    try {
      // The server's errors of an earlier submit go: only this check's errors are shown.
      const { data, errors: found } = await check(latest.current);
      setErrors(found);
      try {
        if (data) await onValid(data);
        else {
          const firstInvalid = FIELDS.find((name) => found[name]);
          if (firstInvalid) inputs.current[firstInvalid]?.focus();
        }
      } finally {
        submitted.current = true;
      }
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (name: LoginField) => (element: HTMLElement | null) => {
    inputs.current[name] = element;
  };

  return {
    values,
    errors,
    submitting,
    setError,
    handleSubmit,
    /** The props of the text input of `name`. */
    textInput: (name: 'account' | 'password') => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
      ref: bind(name),
    }),
    /** The props of the checkbox of `name`. */
    checkbox: (name: 'rememberMe') => ({
      name,
      checked: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.checked),
      ref: bind(name),
    }),
  };
}
