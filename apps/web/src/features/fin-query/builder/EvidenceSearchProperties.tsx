import {
  EVIDENCE_SEARCH_LIMITS,
  JOB_FUNCTION_LABELS,
  JOB_FUNCTIONS,
  JOB_SENIORITIES,
  JOB_SENIORITY_LABELS,
} from '@fin-atlas/domain';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { type ElementPropertiesEditorProps, strings } from './element-properties';

const QUARTER_OPTIONS = Array.from({ length: EVIDENCE_SEARCH_LIMITS.maxQuarters }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'Latest quarter' : `Latest ${i + 1} quarters`,
}));

const FUNCTION_OPTIONS = JOB_FUNCTIONS.map((value) => ({ value, label: JOB_FUNCTION_LABELS[value] }));
const SENIORITY_OPTIONS = JOB_SENIORITIES.map((value) => ({ value, label: JOB_SENIORITY_LABELS[value] }));

/**
 * A Job Search or Site Search: the words to find (word forms match, "a phrase" in order, OR, -word),
 * how many of the latest quarters to search and, for job postings, the functions and seniorities.
 */
export function EvidenceSearchProperties({ name, element, props, set }: ElementPropertiesEditorProps) {
  const jobs = element.element_type === 'job_search';
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <TextInput
        aria-label={`${name} search`}
        size="xs"
        placeholder={
          jobs ? '"core conversion" OR "conversion analyst"' : '"new online banking" OR "system upgrade"'
        }
        value={typeof props.text === 'string' ? props.text : ''}
        onChange={(event) => set({ text: event.currentTarget.value })}
        maxLength={EVIDENCE_SEARCH_LIMITS.maxTextLength}
        w={300}
      />
      <Select
        aria-label={`${name} quarters`}
        size="xs"
        w={170}
        data={QUARTER_OPTIONS}
        value={String(props.within_quarters ?? EVIDENCE_SEARCH_LIMITS.defaultQuarters)}
        onChange={(v) => v && set({ within_quarters: Number(v) })}
        allowDeselect={false}
      />
      {jobs ? (
        <>
          <MultiSelect
            aria-label={`${name} job functions`}
            size="xs"
            placeholder={strings(props.job_functions).length === 0 ? 'Any function' : undefined}
            data={FUNCTION_OPTIONS}
            value={strings(props.job_functions)}
            onChange={(job_functions) => set({ job_functions })}
            clearable
            w={220}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            aria-label={`${name} seniorities`}
            size="xs"
            placeholder={strings(props.seniorities).length === 0 ? 'Any seniority' : undefined}
            data={SENIORITY_OPTIONS}
            value={strings(props.seniorities)}
            onChange={(seniorities) => set({ seniorities })}
            clearable
            w={200}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      ) : null}
    </Group>
  );
}
