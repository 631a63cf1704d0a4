import { LEGACY_CREDIT_UNION_FI_TYPE } from '../constants/fi-types.js';

/** Credit unions arrive as "credit_union" or, in older records, "CU". */
export function isCreditUnion(fiType: string | null | undefined): boolean {
  return fiType === 'credit_union' || fiType === LEGACY_CREDIT_UNION_FI_TYPE;
}
