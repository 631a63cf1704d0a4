import {
  ADVISOR_SECTIONS,
  ADVISOR_SUMMARY_PAGE,
  type AdvisorSection,
  type AdvisorSectionId,
  type FiType,
} from '@fin-atlas/domain';

export const ADVISOR_BASE = '/analytics/advisor';
const KEY_METRICS = 'key_metrics';

export type AdvisorLocation = {
  section: AdvisorSection;
  /** A page id, or 'summary' for the section's Executive Brief. */
  pageId: string;
  /** The card_data section_id: the page id or '{section}/summary'. */
  sectionKey: string;
  /** Reached under /analytics/advisor/key_metrics/{page}. */
  keyMetrics: boolean;
};

/** Reads /analytics/advisor/{section}/{page|summary} or /analytics/advisor/key_metrics/{page}. */
export function advisorLocation(pathname: string): AdvisorLocation | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const [first, second] = parts.slice(3);
  if (parts.slice(0, 3).join('/') !== ADVISOR_BASE || !first || !second || parts.length !== 5) return null;
  if (first === KEY_METRICS) {
    for (const section of ADVISOR_SECTIONS) {
      const page = section.pages.find((p) => p.id === second && p.keyMetricsAlias);
      if (page) return { section, pageId: page.id, sectionKey: page.id, keyMetrics: true };
    }
    return null;
  }
  const section = ADVISOR_SECTIONS.find((s) => s.id === first);
  if (!section) return null;
  if (second === ADVISOR_SUMMARY_PAGE) {
    return {
      section,
      pageId: ADVISOR_SUMMARY_PAGE,
      sectionKey: `${section.id}/${ADVISOR_SUMMARY_PAGE}`,
      keyMetrics: false,
    };
  }
  return section.pages.some((p) => p.id === second)
    ? { section, pageId: second, sectionKey: second, keyMetrics: false }
    : null;
}

export const advisorPath = (sectionId: AdvisorSectionId, pageId: string) =>
  `${ADVISOR_BASE}/${sectionId}/${pageId}`;

export type AdvisorNavSection = {
  id: AdvisorSectionId;
  name: string;
  summaryPath: string;
  pages: { id: string; name: string; path: string }[];
};

/** The sections and pages an institution type can open, for the page navigation. */
export function advisorNavigation(fiType: FiType | null): AdvisorNavSection[] {
  return ADVISOR_SECTIONS.map((section) => ({
    id: section.id,
    name: section.name,
    summaryPath: advisorPath(section.id, ADVISOR_SUMMARY_PAGE),
    pages: section.pages
      .filter((p) => fiType === null || p.fiTypes.includes(fiType))
      .map((p) => ({ id: p.id, name: p.name, path: advisorPath(section.id, p.id) })),
  }));
}
