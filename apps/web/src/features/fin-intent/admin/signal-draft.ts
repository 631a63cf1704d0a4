import {
  INTENT_DEFAULT_THRESHOLDS,
  INTENT_MESSAGES,
  type IntentElement,
  type IntentElementKind,
  type IntentSignalBody,
  type IntentSignalDetail,
  intentSignalBodySchema,
} from '@fin-atlas/domain';
import { type FieldErrors, issuesToFieldErrors } from '../../../core/forms/field-errors';
import { DEFAULT_PARAMS, ELEMENT_FIELDS } from './element-fields';

/** A number field while it is typed: empty until the admin enters something. */
export type NumberDraft = number | '';

/** An element as the form edits it; `key` tells rows apart before the server has given an id. */
export type ElementDraft = {
  key: string;
  id?: number;
  name: string;
  weight: NumberDraft;
  params: { kind: IntentElementKind } & Record<string, unknown>;
};

export type SignalDraft = {
  name: string;
  description: string;
  solution_id: number | null;
  is_active: boolean;
  thresholds: { early: NumberDraft; active: NumberDraft; in_depth: NumberDraft };
  elements: ElementDraft[];
};

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function newElement(kind: IntentElementKind = 'job_posting'): ElementDraft {
  return { key: newKey(), name: '', weight: 10, params: { ...DEFAULT_PARAMS[kind] } };
}

/** The same element with another kind: its name and weight stay, its settings start from the kind's defaults. */
export const withKind = (element: ElementDraft, kind: IntentElementKind): ElementDraft => ({
  ...element,
  params: { ...DEFAULT_PARAMS[kind] },
});

export const EMPTY_SIGNAL: () => SignalDraft = () => ({
  name: '',
  description: '',
  solution_id: null,
  is_active: true,
  thresholds: { ...INTENT_DEFAULT_THRESHOLDS },
  elements: [newElement()],
});

/** A saved signal as the form edits it; deleted elements stay out (they are shown, not edited). */
export function draftOf(signal: IntentSignalDetail): SignalDraft {
  return {
    name: signal.name,
    description: signal.description,
    solution_id: signal.solution?.id ?? null,
    is_active: signal.is_active,
    thresholds: { ...signal.thresholds },
    elements: signal.elements
      .filter((e) => !e.deleted)
      .map((e: IntentElement) => ({
        key: `id-${e.id}`,
        id: e.id,
        name: e.name,
        weight: e.weight,
        params: { ...e.params },
      })),
  };
}

const numberOrNothing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** What the form sends: empty numbers as absent (the contract then names them), an empty optional text left out. */
export function bodyOf(draft: SignalDraft): unknown {
  return {
    name: draft.name,
    description: draft.description,
    solution_id: draft.solution_id,
    is_active: draft.is_active,
    thresholds: {
      early: numberOrNothing(draft.thresholds.early),
      active: numberOrNothing(draft.thresholds.active),
      in_depth: numberOrNothing(draft.thresholds.in_depth),
    },
    elements: draft.elements.map((e) => ({
      ...(e.id === undefined ? {} : { id: e.id }),
      name: e.name,
      weight: numberOrNothing(e.weight),
      params: Object.fromEntries(
        ELEMENT_FIELDS[e.params.kind]
          .map((field) => [field.key, e.params[field.key]] as const)
          .filter(([, value]) => value !== '' && value !== undefined)
          .concat([['kind', e.params.kind]]),
      ),
    })),
  };
}

type Issue = {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  input?: unknown;
};

/** The contract's own messages where it has them (thresholds order, no elements); plainer words for ranges. */
function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Enter a value.' : issue.message;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'Enter a value.' : `Enter at least ${String(issue.minimum)} characters.`;
      if (issue.origin === 'array' && issue.path.length > 1) return 'Choose at least one.';
      if (issue.origin === 'number') return `At least ${String(issue.minimum)}.`;
      return issue.message;
    case 'too_big':
      if (issue.origin === 'number') return `At most ${Number(issue.maximum).toLocaleString('en-US')}.`;
      if (issue.origin === 'string') return `At most ${String(issue.maximum)} characters.`;
      return issue.message;
    default:
      return issue.message;
  }
}

/** Checks the draft with the contract the server applies; errors keyed by field path ('elements.0.params.query'). */
export function validateDraft(
  draft: SignalDraft,
): { ok: true; body: IntentSignalBody } | { ok: false; errors: FieldErrors } {
  const parsed = intentSignalBodySchema.safeParse(bodyOf(draft));
  if (parsed.success) return { ok: true, body: parsed.data };
  const issues = parsed.error.issues as unknown as Issue[];
  const errors = issuesToFieldErrors(issues.map((i) => ({ path: i.path, message: plainMessage(i) })));
  // The contract checks the order only once every other field passes; the form says it at once.
  const { early, active, in_depth } = draft.thresholds;
  const entered = early !== '' && active !== '' && in_depth !== '';
  if (entered && !(early <= active && active <= in_depth) && errors.thresholds === undefined)
    errors.thresholds = INTENT_MESSAGES.thresholdsOrder;
  return { ok: false, errors };
}

/** Every field path of the draft, most specific first, for placing the server's 422 details. */
export function fieldPaths(draft: SignalDraft): string[] {
  const elementPaths = draft.elements.flatMap((e, i) => [
    `elements.${i}.name`,
    `elements.${i}.weight`,
    ...ELEMENT_FIELDS[e.params.kind].map((f) => `elements.${i}.params.${f.key}`),
  ]);
  return [...elementPaths, 'elements', 'thresholds', 'name', 'description', 'solution_id'];
}
