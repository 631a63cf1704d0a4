import {
  ADVISOR_SECTIONS,
  ADVISOR_SUMMARY_PAGE,
  type AdvisorPage,
  type AdvisorSection,
  FI_TYPE_LABELS,
  type FiType,
} from '@fin-atlas/domain';
import { unprocessable } from '../../http/app-error.js';

export type PageTarget =
  | { kind: 'page'; section: AdvisorSection; page: AdvisorPage }
  | { kind: 'summary'; section: AdvisorSection };

/** A card_data section_id: a page id ('net_interest_margin') or '{section}/summary'. */
export function resolveSectionId(sectionId: string): PageTarget {
  const [head, tail] = sectionId.split('/');
  if (tail !== undefined) {
    const section = ADVISOR_SECTIONS.find((s) => s.id === head);
    if (section && tail === ADVISOR_SUMMARY_PAGE && sectionId.split('/').length === 2) {
      return { kind: 'summary', section };
    }
  } else {
    for (const section of ADVISOR_SECTIONS) {
      const page = section.pages.find((p) => p.id === sectionId);
      if (page) return { kind: 'page', section, page };
    }
  }
  throw unprocessable(`Unknown Advisor section ${sectionId}.`, [
    { path: 'section_id', message: 'must be an Advisor page id or {section}/summary' },
  ]);
}

/** The pages of a section an institution type can open. */
export const pagesFor = (section: AdvisorSection, fiType: FiType): AdvisorPage[] =>
  section.pages.filter((p) => p.fiTypes.includes(fiType));

export function requirePageFor(page: AdvisorPage, fiType: FiType): void {
  if (page.fiTypes.includes(fiType)) return;
  const label = FI_TYPE_LABELS[fiType].toLowerCase();
  throw unprocessable(`${page.name} is not available for a ${label}.`, [
    { path: 'section_id', message: `not available for fi_type ${fiType}` },
  ]);
}

/** Every page id an arrangement can name (sections too, for user_sections). */
export function isAdvisorPageId(id: string): boolean {
  return ADVISOR_SECTIONS.some((s) => s.pages.some((p) => p.id === id));
}
