import { ADVISOR_SECTIONS, type AdvisorSection } from '../constants/advisor.js';
import { FI_TYPES, type FiType } from '../constants/fi-types.js';

/** The performance pages one institution type can open (profit, growth and risk sections). */
export function performanceThemes(
  fiType: FiType,
  sections: readonly AdvisorSection[] = ADVISOR_SECTIONS,
): string[] {
  return sections
    .filter((section) => section.performance)
    .flatMap((section) => section.pages.filter((p) => p.fiTypes.includes(fiType)).map((p) => p.id));
}

/**
 * How many performance themes Advisor offers: the most any one institution type sees, since a
 * bank and a credit union never see each other's growth pages side by side.
 */
export function performanceThemeCount(sections: readonly AdvisorSection[] = ADVISOR_SECTIONS): number {
  return Math.max(...FI_TYPES.map((fiType) => performanceThemes(fiType, sections).length));
}
