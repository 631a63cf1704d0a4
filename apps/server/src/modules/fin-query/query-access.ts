import type { Actor } from '../identity/index.js';
import { forbidden } from '../identity/index.js';

/** Mortgage mode needs the mbc permission besides FIN Query (spec section 6). */
export const mayUseMortgageVariant = (actor: Actor): boolean => actor.enterprise.has('mbc');

/** The mortgage-lender variant (is_mbc) needs the mbc permission besides FIN Query (spec section 6). */
export function assertQueryVariantAllowed(actor: Actor, isMbc: boolean): void {
  if (isMbc && !mayUseMortgageVariant(actor)) throw forbidden();
}
