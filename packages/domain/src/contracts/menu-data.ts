import { z } from 'zod';
import { idSchema } from './common.js';

// One entry of a report's left-hand menu; the optional ids say what the entry opens.
export const menuDataSchema = z.object({
  product: z.string(),
  product_id: idSchema.nullable(),
  tree_id: idSchema.nullable(),
  menu_display: z.string(),
  metric_id: idSchema.nullable(),
  bank_service_id: idSchema.nullable(),
});

export type MenuData = z.infer<typeof menuDataSchema>;
