import { sameName } from './names.js';

export type SaveAction = 'create' | 'update';

/**
 * Saving a query under a new name keeps the original and creates a copy, so renaming
 * is "save as". Without a known saved name the existing record is updated.
 */
export function decideQuerySave(draft: {
  readonly id?: number | null;
  readonly name: string;
  readonly savedName?: string | null;
}): SaveAction {
  if (draft.id == null) {
    return 'create';
  }
  if (draft.savedName != null && !sameName(draft.name, draft.savedName)) {
    return 'create';
  }
  return 'update';
}

/** Custom reports are edited in place: an id means the report exists. */
export function decideReportSave(draft: { readonly id?: number | null }): SaveAction {
  return draft.id == null ? 'create' : 'update';
}
