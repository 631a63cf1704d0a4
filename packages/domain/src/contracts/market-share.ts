import { z } from 'zod';
import { idSchema } from './common.js';

// Loose: value columns depend on the measure and span chosen, so they are passed through.
// product is a string, or the server's placeholders 0 and -1 (blanked by blankPlaceholderProduct).
export const marketShareRowSchema = z.looseObject({
  vendor: z.string(),
  product: z.union([z.string(), z.number()]).nullable(),
  bank_service_name: z.string().nullable(),
  bank_service_id: idSchema.nullable(),
});

export type MarketShareRow = z.infer<typeof marketShareRowSchema>;

export const marketShareResponseSchema = z.object({
  rows: z.array(marketShareRowSchema),
  // Vendors available before the top-N cut; the top-vendors counter's max.
  total_vendors: z.int().nonnegative(),
});

export type MarketShareResponse = z.infer<typeof marketShareResponseSchema>;
