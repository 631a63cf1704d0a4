import {
  HMDA_ACTIONS,
  HMDA_GEO_LEVELS,
  MORTGAGE_GEO_LABELS,
  MORTGAGE_OUTPUT_TYPES,
  mortgageActionsFor,
  mortgageMeasureById,
  mortgageOutputTypesFor,
  type QueryCatalogElement,
} from '@fin-atlas/domain';
import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { BuilderRule } from './criteria-tree';
import { MAX_MARKETS } from './element-properties';
import { type MortgageChoice, mortgageChoice, mortgageProperties, mortgageUnit } from './mortgage-properties';
import { OptionsSelect } from './OptionsSelect';

const MARKET_NOUN = { state: 'states', county: 'counties', msa: 'metropolitan areas' } as const;

/**
 * A Mortgage Lending measure's setting: the HMDA year, the action and output where the measure
 * takes them, and the geography (nationwide, or chosen states, counties or MSAs). A change of
 * unit (count, dollars, percent) clears the rule's value, which would read differently.
 */
export function MortgageProperties({
  element,
  rule,
  onChange,
}: {
  element: QueryCatalogElement;
  rule: BuilderRule;
  onChange: (rule: BuilderRule) => void;
}) {
  const name = element.name;
  const measure = mortgageMeasureById.get(element.element_id);
  const props = rule.properties ?? {};
  const choice = mortgageChoice(props);
  const years = element.options ?? [];
  const actions = measure ? mortgageActionsFor(measure) : [];
  const outputs = measure ? mortgageOutputTypesFor(measure) : [];
  const labels = rule.labels ?? {};

  const choose = (patch: Partial<MortgageChoice>, names?: Record<string, string>) => {
    const properties = mortgageProperties(element, { ...choice, ...patch });
    const sameUnit = mortgageUnit(element, properties) === mortgageUnit(element, props);
    onChange({
      ...rule,
      properties,
      value: sameUnit ? rule.value : [],
      ...(names ? { labels: { ...labels, ...names } } : {}),
    });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label={`${name} year`}
          size="xs"
          w={120}
          data={years.map((y) => ({ value: String(y.value), label: y.label }))}
          value={String(choice.year ?? years[0]?.value ?? '')}
          onChange={(v) => v && choose({ year: Number(v) })}
          allowDeselect={false}
          placeholder="No year loaded"
          comboboxProps={{ withinPortal: true }}
        />
        {actions.length > 0 ? (
          <Select
            aria-label={`${name} action`}
            size="xs"
            w={200}
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
            aria-label={`${name} output`}
            size="xs"
            data={MORTGAGE_OUTPUT_TYPES.filter((o) => outputs.includes(o.key)).map((o) => ({
              value: o.key,
              label: o.label,
            }))}
            value={choice.output}
            onChange={(v) => choose({ output: v as MortgageChoice['output'] })}
          />
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap" align="center">
        <SegmentedControl
          aria-label={`${name} geography`}
          size="xs"
          data={HMDA_GEO_LEVELS.map((level) => ({ value: level, label: MORTGAGE_GEO_LABELS[level] }))}
          value={choice.level}
          onChange={(v) => choose({ level: v as MortgageChoice['level'], codes: [] })}
        />
        {choice.level !== 'nation' ? (
          <OptionsSelect
            label={`${name} markets`}
            placeholder={`Choose ${MARKET_NOUN[choice.level]}`}
            value={choice.codes}
            labels={Object.fromEntries(choice.codes.map((c) => [c, labels[`market:${c}`] ?? c]))}
            onChange={(values, names) =>
              choose(
                { codes: values.map(String) },
                Object.fromEntries(Object.entries(names).map(([k, v]) => [`market:${k}`, v])),
              )
            }
            error={choice.codes.length === 0}
            remote={{
              element_type: element.element_type,
              element_id: element.element_id,
              parent: choice.level,
            }}
            maxValues={MAX_MARKETS}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
