import { BUILT_IN_SEGMENTATIONS, type IndustrySegmentation } from '@fin-atlas/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { segmentationSetDetails, segmentationSets } from '../../db/schema/index.js';
import type { Actor } from '../identity/index.js';
import { visibleSets } from '../segmentation/index.js';

/** The segment sets an industry report can split its groups by: every built-in set, then the caller's custom ones. */
export async function segmentationChoices(db: Db, actor: Actor): Promise<IndustrySegmentation[]> {
  const builtIn = BUILT_IN_SEGMENTATIONS.map(
    (set): IndustrySegmentation => ({
      id: set.id,
      name: set.name,
      description: set.description,
      built_in: true,
      segments: set.segments.map((s) => ({ id: s.id, name: s.name })),
    }),
  );
  const sets = await db
    .select()
    .from(segmentationSets)
    .where(visibleSets(actor))
    .orderBy(asc(segmentationSets.name));
  const details =
    sets.length === 0
      ? []
      : await db
          .select()
          .from(segmentationSetDetails)
          .where(
            inArray(
              segmentationSetDetails.setId,
              sets.map((s) => s.id),
            ),
          )
          .orderBy(asc(segmentationSetDetails.position), asc(segmentationSetDetails.id));
  const custom = sets.map(
    (set): IndustrySegmentation => ({
      id: set.id,
      name: set.name,
      description: set.description,
      built_in: false,
      segments: details.filter((d) => d.setId === set.id).map((d) => ({ id: d.id, name: d.name })),
    }),
  );
  return [...builtIn, ...custom];
}
