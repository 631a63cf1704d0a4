import { SEARCH_LIMITS } from '../constants/limits.js';
import type { VendorProductSearchHit } from '../contracts/search.js';

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

export type VendorProductGroup = {
  vendorId: number;
  vendor: string;
  products: { productId: number; product: string; bankServiceId: number }[];
};

/**
 * The VENDOR PRODUCTS column shows vendors with their products nested; the server sends one row per
 * product in rank order, so vendors keep the rank of their best product.
 */
export function groupVendorProducts(hits: readonly VendorProductSearchHit[]): VendorProductGroup[] {
  const groups = new Map<number, VendorProductGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.id);
    if (!group) {
      group = { vendorId: hit.id, vendor: hit.vendor, products: [] };
      groups.set(hit.id, group);
    }
    if (!group.products.some((p) => p.productId === hit.product_id)) {
      group.products.push({
        productId: hit.product_id,
        product: hit.product,
        bankServiceId: hit.bank_service_id,
      });
    }
  }
  return [...groups.values()];
}
