import {
  FIN_QUERY_LIMITS,
  HMDA_ACTIONS,
  HMDA_GEO_LEVELS,
  type HmdaGeoLevel,
  MORTGAGE_GEO_LABELS,
  MORTGAGE_OUTPUT_TYPES,
  type MortgageLendingElementProperties,
  mortgageActionsFor,
  mortgageMeasureById,
  mortgageOutputTypesFor,
  type ReportWriterElement,
} from '@fin-atlas/domain';
import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { MarketsSelect } from './MarketsSelect';

type Choice = { year: number; action: string | null; output: string; level: HmdaGeoLevel; codes: string[] };

function choiceOf(props: MortgageLendingElementProperties): Choice {
  const level = HMDA_GEO_LEVELS.find((l) => l === props.filter_on) ?? 'nation';
  return {
    year: props.rule_id,
    action: props.action_taken,
    output: props.output_type,
    level,
    codes:
      level === 'nation'
        ? []
        : props.filters.flatMap((f) => (Array.isArray(f.value) ? f.value.map(String) : [])),
  };
}

/** The properties of a choice: the markets travel as one "equal" filter at the chosen level, as FIN Query's do. */
function propertiesOf(element: ReportWriterElement, choice: Choice): MortgageLendingElementProperties {
  const nation = choice.level === 'nation';
  return {
    rule_id: choice.year,
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

/** A Mortgage Lending measure: HMDA year, action and output where the measure takes them, and geography. */
export function MortgageProperties({
  element,
  props,
  onChange,
}: {
  element: ReportWriterElement;
  props: MortgageLendingElementProperties;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const name = element.name;
  const measure = mortgageMeasureById.get(element.element_id);
  const choice = choiceOf(props);
  const actions = measure ? mortgageActionsFor(measure) : [];
  const outputs = measure ? mortgageOutputTypesFor(measure) : [];
  const choose = (patch: Partial<Choice>) => onChange(propertiesOf(element, { ...choice, ...patch }));
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Select
          size="xs"
          w={120}
          aria-label={`${name} year`}
          data={(element.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          value={String(choice.year)}
          onChange={(v) => v && choose({ year: Number(v) })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {actions.length > 0 ? (
          <Select
            size="xs"
            w={200}
            aria-label={`${name} action`}
            data={HMDA_ACTIONS.filter((a) => actions.includes(a.key)).map((a) => ({
              value: a.key,
              label: a.label,
            }))}
            value={choice.action}
            onChange={(v) => v && choose({ action: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {outputs.length > 0 ? (
          <SegmentedControl
            size="xs"
            aria-label={`${name} output`}
            data={MORTGAGE_OUTPUT_TYPES.filter((o) => outputs.includes(o.key)).map((o) => ({
              value: o.key,
              label: o.label,
            }))}
            value={choice.output}
            onChange={(v) => choose({ output: v })}
          />
        ) : null}
      </Group>
      <SegmentedControl
        size="xs"
        aria-label={`${name} geography`}
        data={HMDA_GEO_LEVELS.map((level) => ({ value: level, label: MORTGAGE_GEO_LABELS[level] }))}
        value={choice.level}
        onChange={(v) => choose({ level: v as HmdaGeoLevel, codes: [] })}
      />
      {choice.level !== 'nation' ? (
        <MarketsSelect
          label={`${name} markets`}
          element={{ element_type: 'mortgage_lending', element_id: element.element_id }}
          kind={choice.level}
          isMbc
          value={choice.codes}
          onChange={(codes) => choose({ codes })}
          max={FIN_QUERY_LIMITS.maxMarketsPerElement}
        />
      ) : null}
    </Stack>
  );
}
