import { z } from 'zod';

// The web compares this with its own build to decide whether to show the upgrade banner.
export const latestRevisionSchema = z.object({ revision: z.string().min(1) });

export type LatestRevision = z.infer<typeof latestRevisionSchema>;
