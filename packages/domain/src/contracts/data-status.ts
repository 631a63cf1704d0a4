import { z } from 'zod';

/** What the app shows as "Data as of <quarter>", and whether the data is generated demo data. */
export const dataStatusSchema = z.object({
  latest_period: z.iso.date().nullable(),
  is_demo: z.boolean(),
  institutions: z.object({ bank: z.int(), bhc: z.int(), credit_union: z.int() }),
  sources: z.array(
    z.object({
      source: z.string(),
      period: z.iso.date().nullable(),
      rows: z.int(),
      rejected: z.int(),
      loaded_at: z.iso.datetime({ offset: true }),
      is_demo: z.boolean(),
    }),
  ),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;
