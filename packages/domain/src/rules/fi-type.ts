import { FI_TYPE_LABELS, type FiType, LEGACY_CREDIT_UNION_FI_TYPE } from '../constants/fi-types.js';

/** Credit unions arrive as "credit_union" or, in older records, "CU". */
export function isCreditUnion(fiType: string | null | undefined): boolean {
  return fiType === 'credit_union' || fiType === LEGACY_CREDIT_UNION_FI_TYPE;
}

/** How tables and exports name an FI type; an unknown type reads as it came. */
export function fiTypeLabel(fiType: string): string {
  return FI_TYPE_LABELS[fiType as FiType] ?? fiType;
}
