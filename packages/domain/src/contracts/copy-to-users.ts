import { z } from 'zod';
import { idSchema } from './common.js';

/** How much one copy request may name: items of the source user, users, groups. */
export const COPY_REQUEST_LIMITS = { items: 200, users: 500, groups: 100 } as const;

type Receivers = { user_ids: readonly number[]; group_ids: readonly number[] };
const hasReceivers = (b: Receivers) => b.user_ids.length > 0 || b.group_ids.length > 0;

/**
 * The body of a FIN Admin copy console (copy_queries, copy_reports): items of one user, copied to
 * chosen users and to every user of chosen groups. `itemsKey` names the items ('query_ids').
 */
export function copyToUsersBodySchema<K extends string>(itemsKey: K, items: string) {
  const chosen = { [itemsKey]: z.array(idSchema).min(1).max(COPY_REQUEST_LIMITS.items) } as {
    [P in K]: z.ZodArray<typeof idSchema>;
  };
  return z
    .strictObject({
      source_user_id: idSchema,
      ...chosen,
      user_ids: z.array(idSchema).max(COPY_REQUEST_LIMITS.users).default([]),
      group_ids: z.array(idSchema).max(COPY_REQUEST_LIMITS.groups).default([]),
    })
    .refine((b) => hasReceivers(b as unknown as Receivers), {
      message: `Choose at least one user or group to copy the ${items} to.`,
      path: ['user_ids'],
    });
}
