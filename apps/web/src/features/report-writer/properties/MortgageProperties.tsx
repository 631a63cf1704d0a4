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
import { type MortgageChoice, mortgageChoice, mortgageProperties } from '../../fin-query';
import { MarketsSelect } from './MarketsSelect';

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
  const choice = mortgageChoice(props);
  const actions = measure ? mortgageActionsFor(measure) : [];
  const outputs = measure ? mortgageOutputTypesFor(measure) : [];
  const choose = (patch: Partial<MortgageChoice>) =>
    onChange(mortgageProperties(element, { ...choice, ...patch }));
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Select
          size="xs"
          w={120}
          aria-label={`${name} year`}
          data={(element.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          value={String(choice.year ?? element.options?.[0]?.value ?? '')}
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
            onChange={(v) => choose({ output: v as MortgageChoice['output'] })}
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
