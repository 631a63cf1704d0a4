import { REPORT_FI_TYPES, type ReportFiType, type ReportWriterElementsResponse } from '@fin-atlas/domain';
import { Checkbox, Grid, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import type { ReportDraft } from './draft';

export const REPORT_FI_TYPE_LABELS: Record<ReportFiType, string> = {
  bank: 'Banks',
  credit_union: 'Credit Unions',
  bhc: 'Holding Companies',
  both: 'Banks and Credit Unions',
};

/** Name, description, FI type, who it is shared with and (FIN Admins) whether it is a navigator report. */
export function ReportDetails({
  draft,
  setup,
  showErrors,
  onChange,
}: {
  draft: ReportDraft;
  setup: Pick<ReportWriterElementsResponse, 'share_groups' | 'may_write_global'>;
  showErrors: boolean;
  onChange: (draft: ReportDraft) => void;
}) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Report name"
          required
          maxLength={255}
          placeholder="e.g. Community bank profitability"
          value={draft.name}
          error={showErrors && draft.name.trim() === '' ? 'Give the report a name.' : undefined}
          onChange={(e) => onChange({ ...draft, name: e.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label="FI type"
          data={REPORT_FI_TYPES.map((t) => ({ value: t, label: REPORT_FI_TYPE_LABELS[t] }))}
          value={draft.fi_type}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...draft, fi_type: v as ReportFiType })}
          description={
            draft.is_mbc ? 'Mortgage lender report: mortgage companies are included too.' : undefined
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label="Description"
          rows={2}
          maxLength={2000}
          placeholder="What the report is for, shown beside it in Reporter"
          value={draft.description}
          onChange={(e) => onChange({ ...draft, description: e.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: setup.may_write_global ? 8 : 12 }}>
        <MultiSelect
          label="Share with groups"
          description="Members of these groups can run the report; only you change it."
          placeholder={draft.group_ids.length === 0 ? 'Only me' : undefined}
          data={setup.share_groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={draft.group_ids.map(String)}
          onChange={(ids) => onChange({ ...draft, group_ids: ids.map(Number) })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      {setup.may_write_global ? (
        <Grid.Col span={{ base: 12, sm: 4 }} pt="xl">
          <Checkbox
            label="Navigator report (every entitled user)"
            checked={draft.is_global}
            onChange={(e) => onChange({ ...draft, is_global: e.currentTarget.checked })}
          />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
