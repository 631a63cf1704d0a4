import { z } from 'zod';

export const technographicRowSchema = z.object({
  has_service: z.boolean(),
  vendor: z.string().nullable(),
  product: z.string().nullable(),
  type: z.enum(['service', 'vendor']),
});

export type TechnographicRow = z.infer<typeof technographicRowSchema>;
