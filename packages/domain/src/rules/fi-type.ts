import { FI_TYPE_LABELS, type FiType, LEGACY_CREDIT_UNION_FI_TYPE } from '../constants/fi-types.js';
import { MORTGAGE_COMPANY_FI_TYPE, MORTGAGE_COMPANY_LABEL } from '../constants/mortgage.js';

/** Credit unions arrive as "credit_union" or, in older records, "CU". */
export function isCreditUnion(fiType: string | null | undefined): boolean {
  return fiType === 'credit_union' || fiType === LEGACY_CREDIT_UNION_FI_TYPE;
}

/** How tables and exports name an FI type (a mortgage company too); an unknown type reads as it came. */
export function fiTypeLabel(fiType: string): string {
  if (fiType === MORTGAGE_COMPANY_FI_TYPE) return MORTGAGE_COMPANY_LABEL;
  return FI_TYPE_LABELS[fiType as FiType] ?? fiType;
}
