import { z } from 'zod';
import { DOWNLOAD_FORMATS } from '../constants/subscription.js';

// A quote for downloading a query's results; encrypted_price lets the server verify on
// purchase that the client did not alter the total.
export const queryPriceSchema = z.object({
  total_price: z.number().nonnegative(),
  encrypted_price: z.string().min(1),
  tokens: z.int().nonnegative(),
  cost_per_fi_per_element: z.number().nonnegative(),
  minimum_price: z.number().nonnegative(),
  price_without_discounts: z.number().nonnegative(),
  number_fields: z.int().nonnegative(),
  key_labels: z.array(z.string()),
  downloadable_formats: z.array(z.enum(DOWNLOAD_FORMATS)),
  samples: z.array(z.record(z.string(), z.unknown())),
});

export type QueryPrice = z.infer<typeof queryPriceSchema>;
