import type { IndustrySegmentation } from '@fin-atlas/domain';
import type { Db } from '../../db/database.js';
import type { Actor } from '../identity/index.js';
import { usableSegmentations } from '../segmentation/index.js';

/** The segment sets an industry report can split its groups by: every built-in set, then the caller's custom ones. */
export async function segmentationChoices(db: Db, actor: Actor): Promise<IndustrySegmentation[]> {
  return (await usableSegmentations(db, actor)).map((set) => ({
    id: set.id,
    name: set.name,
    description: set.description,
    built_in: set.builtIn,
    segments: set.segments.map((s) => ({ id: s.id, name: s.name })),
  }));
}
