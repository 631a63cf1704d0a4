import { z } from 'zod';
import { cellValueSchema, idNameSchema, idSchema } from './common.js';
import { institutionSchema } from './institution.js';

export const vendorFitProductSchema = z.object({
  product_id: idSchema,
  product_name: z.string(),
  vendor_id: idSchema,
  vendor_name: z.string(),
  // Predicted suitability, 0 to 100.
  fit_score: z.number().min(0).max(100).nullable(),
  rank: z.int().positive().nullable(),
});

export type VendorFitProduct = z.infer<typeof vendorFitProductSchema>;

export const vendorFitCategoryElementSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  value: cellValueSchema,
});

export type VendorFitCategoryElement = z.infer<typeof vendorFitCategoryElementSchema>;

// Everything the predictions page holds. Dependent parts are nullable because switching
// institution or vendor clears them until they are fetched again.
export const vendorFitDataSchema = z.object({
  institution: institutionSchema.nullable(),
  solution: idNameSchema.nullable(),
  vendor: idNameSchema.nullable(),
  profile_detail: z.record(z.string(), cellValueSchema).nullable(),
  vendor_products: z.array(vendorFitProductSchema),
  client_institutions: z.array(institutionSchema),
  category_elements: z.array(vendorFitCategoryElementSchema),
  // Per product id, the product's value for each category element.
  product_values: z.record(z.string(), z.record(z.string(), cellValueSchema)),
});

export type VendorFitData = z.infer<typeof vendorFitDataSchema>;
