import type { Actor } from '../identity/index.js';
import { forbidden } from '../identity/index.js';

/** The mortgage-lender variant (is_mbc) needs the mbc permission besides FIN Query (spec section 6). */
export function assertQueryVariantAllowed(actor: Actor, isMbc: boolean): void {
  if (isMbc && !actor.enterprise.has('mbc')) throw forbidden();
}
