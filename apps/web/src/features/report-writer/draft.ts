import {
  elementSuitsFiType,
  FI_TYPE_LABELS,
  type FiType,
  type FormatNode,
  formatTreeProblem,
  isMetricElementType,
  METRIC_ELEMENT_DEFAULTS,
  MORTGAGE_DEFAULTS,
  REPORT_WRITER_LIMITS,
  REPORT_WRITER_REPORT_TYPES,
  type ReportElement,
  type ReportFiType,
  type ReportWriterElement,
  type ReportWriterReportType,
  reportElementKey,
  reportElementSchema,
  reportInstitutionTypes,
  type SelfServeReportCreateBodyInput,
  type SelfServeReportEdit,
  type SelfServeReportUpdateBodyInput,
} from '@fin-atlas/domain';
import { appendNode, newNodeId, withoutElement } from './format-tree-edit';

/** The report being written, as the editor holds it until it is saved. */
export type ReportDraft = {
  /** Null until saved: saving then creates, otherwise updates (spec: by the presence of an id). */
  id: number | null;
  name: string;
  description: string;
  fi_type: ReportFiType;
  is_mbc: boolean;
  is_global: boolean;
  group_ids: number[];
  elements: ReportElement[];
  format: FormatNode[];
};

export function newDraft(type: ReportWriterReportType): ReportDraft {
  const kind = REPORT_WRITER_REPORT_TYPES.find((t) => t.key === type) ?? REPORT_WRITER_REPORT_TYPES[0];
  return {
    id: null,
    name: '',
    description: '',
    fi_type: kind.fi_type,
    is_mbc: kind.is_mbc,
    is_global: false,
    group_ids: [],
    elements: [],
    format: [],
  };
}

export function draftFromSaved(saved: SelfServeReportEdit): ReportDraft {
  return {
    id: saved.id,
    name: saved.name,
    description: saved.description ?? '',
    fi_type: saved.fi_type,
    is_mbc: saved.is_mbc,
    is_global: saved.is_global,
    group_ids: [...saved.group_ids],
    elements: [...saved.report_elements],
    format: [...saved.element_format],
  };
}

/** The properties a newly added element starts with (the spec's defaults for metrics). */
export function defaultProperties(element: ReportWriterElement): Record<string, unknown> {
  switch (element.properties) {
    case 'metric':
      return { ...METRIC_ELEMENT_DEFAULTS, is_global_setting: false };
    case 'technographic':
      return { vendor: false, product: false, has_service: false, vendor_ids: [], product_ids: [] };
    case 'contacts':
      return { roles: [], titles: [], has_email: false, exclude_fi: false };
    case 'mortgage':
      return {
        rule_id: element.options?.[0]?.value,
        action_taken: MORTGAGE_DEFAULTS.action,
        output_type: MORTGAGE_DEFAULTS.output,
        filter_on: MORTGAGE_DEFAULTS.geo,
        filter_operator: null,
        filters: [],
      };
    case 'market':
      return { market: 'state', codes: [] };
    case 'firmographic':
      return { action_taken: null, element_option: null, output_type: element.value_kind };
    default:
      return {};
  }
}

/** Why an element cannot be added at all (a mortgage measure with no HMDA year loaded), or null. */
export const unaddableReason = (element: ReportWriterElement): string | null =>
  element.properties === 'mortgage' && (element.options ?? []).length === 0
    ? 'No HMDA year is loaded yet.'
    : null;

export const hasElement = (draft: ReportDraft, element: { element_id: number; element_type: string }) =>
  draft.elements.some((e) => reportElementKey(e) === reportElementKey(element));

/** Adds an element with its default properties and places it at the end of the layout. */
export function addElement(draft: ReportDraft, element: ReportWriterElement): ReportDraft {
  if (hasElement(draft, element) || draft.elements.length >= REPORT_WRITER_LIMITS.maxElements) return draft;
  const added = reportElementSchema.parse({
    element_id: element.element_id,
    element_type: element.element_type,
    element_properties: defaultProperties(element),
  });
  const node: FormatNode = {
    type: 'element',
    id: newNodeId('element'),
    element_id: element.element_id,
    element_type: element.element_type,
  };
  return { ...draft, elements: [...draft.elements, added], format: appendNode(draft.format, node) };
}

export function removeElement(draft: ReportDraft, key: string): ReportDraft {
  const element = draft.elements.find((e) => reportElementKey(e) === key);
  if (!element) return draft;
  return {
    ...draft,
    elements: draft.elements.filter((e) => e !== element),
    format: withoutElement(draft.format, element, isMetricElementType(element.element_type)),
  };
}

/** Replaces an element's properties, read through the element contract (so defaults stay filled). */
export function setElementProperties(draft: ReportDraft, key: string, properties: Record<string, unknown>) {
  return {
    ...draft,
    elements: draft.elements.map((e) =>
      reportElementKey(e) === key ? reportElementSchema.parse({ ...e, element_properties: properties }) : e,
    ),
  };
}

const typesInWords = (fiType: ReportFiType) =>
  reportInstitutionTypes(fiType)
    .map((t) => `${FI_TYPE_LABELS[t as FiType] ?? t}s`.toLowerCase())
    .join(' and ');

/** What keeps one element from being computed or saved, in words, or null. */
function elementProblem(
  element: ReportElement,
  known: ReportWriterElement | undefined,
  fiType: ReportFiType,
): string | null {
  if (!known)
    return `An element (${element.element_type} ${element.element_id}) is no longer offered: remove it.`;
  if (!elementSuitsFiType(known.fi_types, fiType)) {
    return `${known.name} is not reported by ${typesInWords(fiType)}: remove it or change the FI type.`;
  }
  const props = element.element_properties as Record<string, unknown>;
  if (known.properties === 'market' && (!Array.isArray(props.codes) || props.codes.length === 0)) {
    return `Choose the markets of ${known.name}.`;
  }
  if (known.properties === 'mortgage' && props.filter_on !== 'nation') {
    const filters = Array.isArray(props.filters) ? (props.filters as { value?: unknown }[]) : [];
    if (!filters.some((f) => Array.isArray(f.value) && f.value.length > 0)) {
      return `Choose the markets of ${known.name}, or measure it nationwide.`;
    }
  }
  return null;
}

/** The elements the preview can compute now (the others still miss a choice). */
export const previewableElements = (
  draft: ReportDraft,
  offered: (key: string) => ReportWriterElement | undefined,
): ReportElement[] =>
  draft.elements.filter((e) => elementProblem(e, offered(reportElementKey(e)), draft.fi_type) === null);

/**
 * What must change before the report can be saved, in words: a name, at least one element, every
 * element of the report's FI type and with its required choices, a layout the server accepts.
 */
export function draftProblems(
  draft: ReportDraft,
  offered: (key: string) => ReportWriterElement | undefined,
): string[] {
  const problems: string[] = [];
  if (draft.name.trim() === '') problems.push('Give the report a name.');
  if (draft.elements.length === 0) problems.push('Add at least one element from the segments.');
  for (const element of draft.elements) {
    const problem = elementProblem(element, offered(reportElementKey(element)), draft.fi_type);
    if (problem) problems.push(problem);
  }
  const layout = formatTreeProblem(draft.elements, draft.format);
  if (layout) problems.push(layout);
  return problems;
}

/** POST /api/self_serve_reports: a new report (groups as self_serve_report_groups_attributes). */
export const createBody = (draft: ReportDraft): SelfServeReportCreateBodyInput => ({
  name: draft.name.trim(),
  description: draft.description,
  is_mbc: draft.is_mbc,
  fi_type: draft.fi_type,
  self_serve_report_groups_attributes: draft.group_ids.map((group_id) => ({ group_id })),
  report_elements: draft.elements,
  element_format: draft.format,
  is_global: draft.is_global,
});

/** PUT /api/self_serve_reports/{id}: the same report changed in place (groups as group_ids). */
export const updateBody = (draft: ReportDraft): SelfServeReportUpdateBodyInput => ({
  name: draft.name.trim(),
  fi_type: draft.fi_type,
  description: draft.description,
  is_mbc: draft.is_mbc,
  group_ids: draft.group_ids,
  report_elements: draft.elements,
  element_format: draft.format,
  is_global: draft.is_global,
});

/** Whether two drafts would save the same report (the unsaved-changes guard compares with the saved one). */
export const sameReport = (a: ReportDraft, b: ReportDraft): boolean =>
  JSON.stringify(updateBody(a)) === JSON.stringify(updateBody(b)) && a.id === b.id;
