import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * The little form state every page needs (values, per-field errors, one form-level message);
 * editing a field clears its own error so stale messages do not linger.
 */
export function useFormState<T extends Record<string, unknown>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name as string] === undefined) return current;
      const { [name as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { values, setValues, setField, errors, setErrors, formError, setFormError };
}
