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
  // A guide is served by the app itself (a site path) or hosted elsewhere (an absolute URL).
  user_guide_url: z.union([z.url(), z.string().regex(/^\/[^/]/)]).nullable(),
});

export type UiModule = z.infer<typeof uiModuleSchema>;
