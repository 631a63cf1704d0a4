import { SEARCH_LIMITS } from '../constants/limits.js';

/** Whitespace is not a search; results stay hidden until there is text. */
export function isSearchActive(text: string): boolean {
  return text.trim() !== '';
}

export function searchListLimit(list: 'vendor' | 'service', expanded: boolean): number {
  if (expanded) {
    return SEARCH_LIMITS.expandedLimit;
  }
  return list === 'vendor' ? SEARCH_LIMITS.vendorLimit : SEARCH_LIMITS.serviceLimit;
}

/** How many results the "...and N more" link hides; 0 means no link. */
export function hiddenResultCount(total: number, limit: number): number {
  return Math.max(total - limit, 0);
}
