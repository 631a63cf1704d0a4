import { z } from 'zod';
import { fiTypeSchema, idSchema } from './common.js';

export const institutionSchema = z.object({
  id: idSchema,
  fi_type: fiTypeSchema,
  name: z.string().min(1).optional(),
  city: z.string().optional(),
  state: z.string().length(2).optional(),
});

export type Institution = z.infer<typeof institutionSchema>;
