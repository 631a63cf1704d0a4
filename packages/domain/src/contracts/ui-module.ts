import { z } from 'zod';
import { idSchema } from './common.js';

// The menu is data, not code: the server decides which modules exist and in what order.
export const uiModuleSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  icon: z.string().nullable(),
  path: z.string().startsWith('/'),
  display_type: z.string().min(1),
  parent_id: idSchema.nullable(),
  display_order: z.int().nonnegative(),
  partially_enabled: z.boolean(),
  user_guide_url: z.url().nullable(),
});

export type UiModule = z.infer<typeof uiModuleSchema>;
