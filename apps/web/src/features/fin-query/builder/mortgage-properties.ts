import {
  HMDA_GEO_LEVELS,
  type HmdaGeoLevel,
  MORTGAGE_DEFAULTS,
  MORTGAGE_UNIT_FORMAT,
  type MortgageOutputType,
  type MortgageValueUnit,
  mortgageMeasureById,
  mortgageValueUnit,
  type NumberFormatCode,
  type QueryCatalogElement,
} from '@fin-atlas/domain';
import { strings } from './element-properties';

/** A Mortgage Lending rule's properties as the editor shows them (the server's defaults filled in). */
export type MortgageChoice = {
  year: number | null;
  action: string;
  output: MortgageOutputType;
  level: HmdaGeoLevel;
  codes: string[];
};

export function mortgageChoice(props: Record<string, unknown>): MortgageChoice {
  const level = HMDA_GEO_LEVELS.find((l) => l === props.filter_on) ?? MORTGAGE_DEFAULTS.geo;
  const filters = Array.isArray(props.filters) ? (props.filters as { value?: unknown }[]) : [];
  return {
    year: typeof props.rule_id === 'number' ? props.rule_id : null,
    action: typeof props.action_taken === 'string' ? props.action_taken : MORTGAGE_DEFAULTS.action,
    output:
      (['count', 'amount', 'share'] as const).find((o) => o === props.output_type) ??
      MORTGAGE_DEFAULTS.output,
    level,
    codes: level === 'nation' ? [] : filters.flatMap((f) => strings(f.value)),
  };
}

/** The properties for a choice: the markets travel as one filter at the chosen level (operator equal). */
export function mortgageProperties(
  element: Pick<QueryCatalogElement, 'element_id' | 'name'>,
  choice: MortgageChoice,
): Record<string, unknown> {
  const nation = choice.level === 'nation';
  return {
    ...(choice.year !== null ? { rule_id: choice.year } : {}),
    action_taken: choice.action,
    output_type: choice.output,
    filter_on: choice.level,
    filter_operator: nation ? null : 'equal',
    filters: nation
      ? []
      : [
          {
            id: 'markets',
            element_id: element.element_id,
            element_name: element.name,
            filter_id: element.element_id,
            element_type: 'mortgage_lending',
            element_property: choice.level,
            rule_id: choice.year,
            operator: 'equal',
            value: choice.codes,
          },
        ],
  };
}

/** What the rule's value is in: a count, dollars or a fraction (typed in percent). */
export function mortgageUnit(
  element: QueryCatalogElement,
  props: Record<string, unknown>,
): MortgageValueUnit {
  const measure = mortgageMeasureById.get(element.element_id);
  return measure ? mortgageValueUnit(measure, mortgageChoice(props).output) : 'count';
}

export const mortgageValueFormat = (
  element: QueryCatalogElement,
  props: Record<string, unknown>,
): NumberFormatCode => MORTGAGE_UNIT_FORMAT[mortgageUnit(element, props)];
