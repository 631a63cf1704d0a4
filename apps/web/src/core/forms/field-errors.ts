import { ApiError, errorMessage } from '../api/api-error';
import { wasHandledGlobally } from '../api/global-errors';
import { markErrorShown } from '../api/shown-errors';

export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[] | string; message: string };

/** Structural view of a domain zod schema, so forms validate with the very rules the server applies. */
export type FormSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

function pathKey(path: Issue['path']): string {
  return typeof path === 'string' ? path : path.map(String).join('.');
}

/** The first problem of each field wins: one clear message beats a list. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function validateWith<T>(
  schema: FormSchema<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}

export type FormFailure = { fields: FieldErrors; message: string | null };

/**
 * Splits a failed submit into what goes next to fields (the server's 422 details for fields the form
 * shows) and one message for the form (the server's text, or the detail of a field it does not show).
 */
export function describeFailure(error: unknown, knownFields: readonly string[]): FormFailure {
  // Already toasted by the global handler (403, unexpected failures): one message is enough.
  if (wasHandledGlobally(error)) return { fields: {}, message: null };
  markErrorShown(error);
  if (error instanceof ApiError && error.status === 422 && error.fieldIssues.length > 0) {
    const fields: FieldErrors = {};
    const other: string[] = [];
    for (const issue of error.fieldIssues) {
      const field = knownFields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
      if (field && fields[field] === undefined) fields[field] = issue.message;
      else if (!field) other.push(issue.message);
    }
    return { fields, message: other.length > 0 ? other.join(' ') : null };
  }
  return { fields: {}, message: errorMessage(error) };
}
