import type { ReportWriterElement } from '@fin-atlas/domain';
import type { Db } from '../../db/database.js';
import type { Actor } from '../identity/index.js';
import { usableSegmentations } from '../segmentation/index.js';

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
  return (await usableSegmentations(db, actor)).map((s) =>
    setElement(s.id, s.name, s.description, s.builtIn ? SECTION_BUILT_IN : SECTION_CUSTOM),
  );
}
