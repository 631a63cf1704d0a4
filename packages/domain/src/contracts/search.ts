import { z } from 'zod';
import { idNameSchema, idSchema } from './common.js';

export const vendorProductSearchHitSchema = z.object({
  id: idSchema,
  vendor: z.string(),
  product: z.string(),
  product_id: idSchema,
  bank_service_id: idSchema,
});

export type VendorProductSearchHit = z.infer<typeof vendorProductSearchHitSchema>;

export const searchResultSchema = z.object({
  services: z.array(idNameSchema),
  vendor_products: z.array(vendorProductSearchHitSchema),
});

export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ result: searchResultSchema });

export type SearchResponse = z.infer<typeof searchResponseSchema>;
