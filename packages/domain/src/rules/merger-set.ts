import { SET_ID, type SetId } from '../constants/sets.js';

/**
 * Merger-restated data exists only for banks; every other FI type (holding companies and
 * credit unions included) reads the as-reported set whatever the toggle says.
 */
export function effectiveSetId(chosen: SetId, fiType: string | null | undefined): SetId {
  return fiType === 'bank' ? chosen : SET_ID.AS_REPORTED;
}

/** Whether to offer the merger-restate control at all. */
export function isMergerRestateAvailable(context: {
  readonly fiType: string | null | undefined;
  readonly isTechnographic?: boolean;
}): boolean {
  return context.fiType === 'bank' && context.isTechnographic !== true;
}
