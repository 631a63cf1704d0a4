import { z } from 'zod';
import { DOWNLOAD_FORMATS } from '../constants/subscription.js';
import { isoDateTimeSchema, numberFormatCodeSchema } from './common.js';

// A quote for downloading a query's results; encrypted_price lets the server verify on
// purchase that the client did not alter the total.
export const queryPriceSchema = z.object({
  total_price: z.number().nonnegative(),
  /** The server-signed quote the download presents; opaque to the browser. */
  encrypted_price: z.string().min(1),
  tokens: z.int().nonnegative(),
  cost_per_fi_per_element: z.number().nonnegative(),
  minimum_price: z.number().nonnegative(),
  price_without_discounts: z.number().nonnegative(),
  number_fields: z.int().nonnegative(),
  key_labels: z.array(z.string()),
  /** Each key's number format, null for text and identifiers: the samples read as on the results screen. */
  key_formats: z.array(numberFormatCodeSchema.nullable()),
  downloadable_formats: z.array(z.enum(DOWNLOAD_FORMATS)),
  samples: z.array(z.record(z.string(), z.unknown())),
  /** The breakdown behind the total (rules/query-price.ts). */
  fi_count: z.int().nonnegative(),
  priced_elements: z.int().positive(),
  volume_discount_percent: z.number().min(0).max(100),
  client_discount_percent: z.number().min(0).max(100),
  token_value: z.number().positive(),
  /** The client's prepaid tokens now: enough pays with tokens, otherwise the order is invoiced. */
  token_balance: z.int(),
  schedule_name: z.string(),
  expires_at: isoDateTimeSchema,
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});

export type QueryPrice = z.infer<typeof queryPriceSchema>;
