import { z } from 'zod';
import { idSchema } from './common.js';

export const peerGroupSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  // Institution ids.
  members: z.array(idSchema),
  peer_count: z.int().nonnegative(),
});

export type PeerGroup = z.infer<typeof peerGroupSchema>;
