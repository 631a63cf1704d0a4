import {
  isMetricElementType,
  MORTGAGE_REPORT_WRITER_SEGMENTS,
  type QueryCatalogElement,
  queryTypeOf,
  REPORT_WRITER_SEGMENTS,
  type ReportWriterElement,
  type ReportWriterPropertyKind,
  reportElementKey,
  type SelfServeElementType,
  writerElementType,
  writerSegmentOf,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { metricByElementId } from '../../metrics/catalog/index.js';
import { queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { segmentSetElements } from './segment-sets.js';

type Section = { name: string; elements: ReportWriterElement[] };
export type WriterSegment = { name: string; sections: Section[] };

/** The writer's elements of one variant, by segment, and each element by its key (type:id). */
export type WriterCatalog = {
  isMbc: boolean;
  segments: WriterSegment[];
  byKey: ReadonlyMap<string, ReportWriterElement>;
  dataAsOf: string | null;
  isDemo: boolean;
};

function propertyKind(
  type: SelfServeElementType,
  element: QueryCatalogElement,
): ReportWriterPropertyKind | null {
  if (isMetricElementType(type)) return 'metric';
  switch (type) {
    case 'technographics':
      return 'technographic';
    case 'fi_contacts':
      return 'contacts';
    case 'mortgage_lending':
      return 'mortgage';
    case 'firmographics':
      return 'firmographic';
    case 'market_area':
      return element.properties === 'market' ? 'market' : null;
    default:
      return null;
  }
}

/**
 * A FIN Query catalog element as a report element. A metric keeps its own definition: FIN Query's adds
 * how its rules read a trend (a four-quarter change), while the writer's trend is five quarters of values.
 */
function writerElement(element: QueryCatalogElement, section: string): ReportWriterElement | null {
  const type = writerElementType(element.element_type);
  // Segment sets are listed from the sets themselves (segmentSetElements).
  if (!type || type === 'segmentation') return null;
  const kind = propertyKind(type, element);
  const metric = isMetricElementType(type) ? metricByElementId(element.element_id) : undefined;
  return {
    element_id: element.element_id,
    element_type: type,
    name: element.name,
    section,
    group: element.group,
    definition: metric?.definition ?? element.definition,
    format: element.format,
    fi_types: element.fi_types,
    properties: kind,
    value_kind: element.value_kind,
    // Only short lists the writer's editors use travel with the element.
    ...(kind === 'contacts' || kind === 'mortgage' ? { options: element.options ?? [] } : {}),
  };
}

/**
 * The report writer's segments, built on FIN Query's catalog (the same providers describe every
 * element, so a report and a query read an element alike) and the caller's segment sets. A segment
 * whose data is not there (no provider registered, nothing loaded) is left out rather than shown empty.
 */
export async function writerCatalog(
  database: Database,
  actor: Actor,
  isMbc: boolean,
): Promise<WriterCatalog> {
  const catalog = await queryEngineFor(database).catalog(actor, queryTypeOf(isMbc));
  const bySegment = new Map<string, Section[]>();
  const add = (segment: string, section: string, elements: ReportWriterElement[]) => {
    if (elements.length === 0) return;
    const sections = bySegment.get(segment) ?? [];
    const existing = sections.find((s) => s.name === section);
    if (existing) existing.elements.push(...elements);
    else sections.push({ name: section, elements });
    bySegment.set(segment, sections);
  };
  for (const category of catalog.categories) {
    for (const section of category.sections) {
      for (const element of section.elements) {
        const segment = writerSegmentOf(element.element_type);
        const written = writerElement(element, section.name);
        if (segment && written) add(segment, section.name, [written]);
      }
    }
  }
  if (!isMbc) {
    for (const element of await segmentSetElements(database.db, actor))
      add('Segmentation', element.section, [element]);
  }
  const order: readonly string[] = isMbc ? MORTGAGE_REPORT_WRITER_SEGMENTS : REPORT_WRITER_SEGMENTS;
  const segments = order.flatMap((name) => {
    const sections = bySegment.get(name);
    return sections ? [{ name, sections }] : [];
  });
  const byKey = new Map<string, ReportWriterElement>();
  for (const segment of segments) {
    for (const section of segment.sections) {
      for (const element of section.elements) byKey.set(reportElementKey(element), element);
    }
  }
  return { isMbc, segments, byKey, dataAsOf: catalog.data_as_of, isDemo: catalog.is_demo };
}
