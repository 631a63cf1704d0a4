import { BUILT_IN_SEGMENTATIONS, type ReportWriterElement } from '@fin-atlas/domain';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { segmentationSets } from '../../db/schema/index.js';
import type { Actor } from '../identity/index.js';

const SECTION_BUILT_IN = 'Built-in segment sets';
const SECTION_CUSTOM = 'Custom segment sets';

const setElement = (
  id: number,
  name: string,
  description: string | null,
  section: string,
): ReportWriterElement => ({
  element_id: id,
  element_type: 'segmentation',
  name,
  section,
  group: null,
  definition: `${description ? `${description} ` : ''}The cell names the segment the institution falls in.`,
  format: null,
  fi_types: [],
  properties: null,
  value_kind: 'text',
});

/**
 * The Segmentation segment: the built-in sets and the custom sets the caller sees (their own, their
 * groups' and the global ones), as report elements whose value is the institution's segment.
 */
export async function segmentSetElements(db: Db, actor: Actor): Promise<ReportWriterElement[]> {
  const groupIds = actor.groups.map((g) => g.id);
  const custom = await db
    .select({
      id: segmentationSets.id,
      name: segmentationSets.name,
      description: segmentationSets.description,
    })
    .from(segmentationSets)
    .where(
      or(
        eq(segmentationSets.userId, actor.user.id),
        eq(segmentationSets.isGlobal, true),
        groupIds.length > 0 ? inArray(segmentationSets.groupId, groupIds) : undefined,
      ),
    )
    .orderBy(asc(segmentationSets.name));
  return [
    ...BUILT_IN_SEGMENTATIONS.map((s) => setElement(s.id, s.name, s.description, SECTION_BUILT_IN)),
    ...custom.map((s) => setElement(s.id, s.name, s.description, SECTION_CUSTOM)),
  ];
}
