import type { QueryCatalogElement } from '@fin-atlas/domain';
import { TagsInput, Text } from '@mantine/core';
import { type BuilderRule, isRangeOperator } from './criteria-tree';
import { InstitutionsValue } from './InstitutionsValue';
import { mortgageValueFormat } from './mortgage-properties';
import { NumberValue } from './NumberValue';
import { OptionsSelect } from './OptionsSelect';
import { TechnographicValue } from './TechnographicValue';

type RuleValueEditorProps = {
  rule: BuilderRule;
  element: QueryCatalogElement;
  onChange: (rule: BuilderRule) => void;
  error: boolean;
};

const scalars = (value: BuilderRule['value']) =>
  value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');

/** The value editor an element's value kind (or, for solutions, its operator) calls for. */
export function RuleValueEditor({ rule, element, onChange, error }: RuleValueEditorProps) {
  const label = element.name;
  if (element.properties === 'technographic') {
    return <TechnographicValue rule={rule} element={element} onChange={onChange} error={error} />;
  }
  switch (element.value_kind) {
    case 'number':
    case 'count':
      return (
        <NumberValue
          label={label}
          // A mortgage measure's unit follows its output: a count, dollars or a percentage.
          format={
            element.properties === 'mortgage'
              ? mortgageValueFormat(element, rule.properties ?? {})
              : element.format
          }
          range={isRangeOperator(rule.operator)}
          value={rule.value}
          onChange={(value) => onChange({ ...rule, value })}
          error={error}
          integer={element.value_kind === 'count'}
        />
      );
    case 'text':
      return (
        <TagsInput
          aria-label={`${label} words`}
          placeholder={rule.value.length === 0 ? 'Type a word, press Enter' : undefined}
          value={scalars(rule.value).map(String)}
          onChange={(words) => onChange({ ...rule, value: words })}
          error={error}
          acceptValueOnBlur
          splitChars={[',']}
          miw={220}
          style={{ flex: 1 }}
        />
      );
    case 'options':
      return (
        <OptionsSelect
          label={label}
          value={scalars(rule.value)}
          labels={rule.labels}
          onChange={(value, labels) => onChange({ ...rule, value, labels })}
          error={error}
          options={element.options}
          remote={element.remote_options ? element : undefined}
        />
      );
    case 'institutions':
      return (
        <InstitutionsValue
          label={label}
          value={rule.value}
          labels={rule.labels}
          onChange={(value, labels) => onChange({ ...rule, value, labels })}
          error={error}
        />
      );
    case 'presence':
      return (
        <Text fz="sm" c="dimmed">
          No value needed
        </Text>
      );
  }
}
