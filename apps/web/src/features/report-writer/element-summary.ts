import {
  HMDA_ACTIONS,
  type HmdaGeoLevel,
  MORTGAGE_GEO_LABELS,
  REPORT_WRITER_SCOPE_OPTIONS,
  REPORT_WRITER_SET_OPTIONS,
  REPORT_WRITER_SPAN_OPTIONS,
  type ReportElement,
  TECHNOGRAPHIC_MODES,
  technographicMode,
} from '@fin-atlas/domain';

const labelOf = <T extends { value: unknown; label: string }>(options: readonly T[], value: unknown) =>
  options.find((o) => o.value === value)?.label ?? String(value);

/** Whether the report covers banks, the only institutions with a merger restated set. */
export const coversBanks = (fiType: string): boolean => fiType === 'bank' || fiType === 'both';

/** An element's properties in a few words, shown on its row: "Trailing-12 Months · 5-Period Trend". */
export function propertiesSummary(element: ReportElement, fiType: string): string {
  switch (element.element_type) {
    case 'metrics':
    case 'common_metric':
    case 'financial_statements':
    case 'common_financial_statements': {
      const p = element.element_properties;
      return [
        labelOf(REPORT_WRITER_SPAN_OPTIONS, p.span),
        coversBanks(fiType) ? labelOf(REPORT_WRITER_SET_OPTIONS, p.set) : null,
        labelOf(REPORT_WRITER_SCOPE_OPTIONS, p.scope),
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'technographics': {
      const p = element.element_properties;
      const mode = labelOf(TECHNOGRAPHIC_MODES, technographicMode(p));
      const chosen = p.vendor_ids.length || p.product_ids.length;
      return chosen ? `${mode} · ${chosen} chosen` : mode;
    }
    case 'fi_contacts': {
      const p = element.element_properties;
      return [
        p.roles.length ? p.roles.join(', ') : 'Any role',
        p.titles.length ? `titles: ${p.titles.join(', ')}` : null,
        p.has_email ? 'with e-mail' : null,
        p.exclude_fi ? 'excluding my institution' : null,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'mortgage_lending': {
      const p = element.element_properties;
      const level = (p.filter_on ?? 'nation') as HmdaGeoLevel;
      return [
        `HMDA ${p.rule_id}`,
        p.action_taken ? (HMDA_ACTIONS.find((a) => a.key === p.action_taken)?.label ?? p.action_taken) : null,
        p.output_type,
        MORTGAGE_GEO_LABELS[level] ?? level,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'market_area': {
      const p = element.element_properties as { market?: string; codes?: string[] };
      return p.codes?.length
        ? `${p.codes.length} ${p.market ?? 'market'}${p.codes.length === 1 ? '' : 's'}`
        : '';
    }
    default:
      return '';
  }
}
