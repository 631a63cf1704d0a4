import { INDUSTRY_GROUP_NAMES } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import { usePeerGroups } from '../peer-groups';
import { useCrmListChoices, useSavedQueryChoices, useSegmentSets } from './api';
import type { StrategyAccess } from './strategy-access';

type Option = { value: string; label: string };
type OptionGroup = { group: string; items: Option[] };

const nonEmpty = (groups: OptionGroup[]) => groups.filter((g) => g.items.length > 0);

const INDUSTRIES: Option[] = (['bank', 'credit_union', 'bhc'] as const).map((type) => ({
  value: `industry:${type}`,
  label: INDUSTRY_GROUP_NAMES[type],
}));

type PickerProps = { value: string | null; onChange: (value: string | null) => void; access: StrategyAccess };

/** The market: a whole industry, or one of the user's peer groups or saved queries. */
export function MarketSelect({ value, onChange, access }: PickerProps) {
  const peerGroups = usePeerGroups(access.peerGroups);
  const queries = useSavedQueryChoices(access.finQuery);
  const data = nonEmpty([
    { group: 'Whole industry', items: INDUSTRIES },
    {
      group: 'Peer groups',
      items: access.peerGroups
        ? (peerGroups.data?.peer_groups ?? []).map((g) => ({ value: `peer_group:${g.id}`, label: g.name }))
        : [],
    },
    {
      group: 'Saved queries',
      items: (queries.data?.saved_queries ?? []).map((q) => ({ value: `query:${q.id}`, label: q.name })),
    },
  ]);
  return (
    <Select
      label="Market"
      description="Every active institution of an industry, or of one of your FI groups"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      allowDeselect={false}
      w={300}
    />
  );
}

/** Where the user's clients come from: a CRM list of their company, or a saved query. */
export function ClientsSelect({ value, onChange, access }: PickerProps) {
  const lists = useCrmListChoices(access.crm);
  const queries = useSavedQueryChoices(access.finQuery);
  const data = nonEmpty([
    {
      group: 'CRM lists',
      items: (lists.data?.crm_lists ?? []).map((l) => ({ value: `crm_list:${l.id}`, label: l.name })),
    },
    {
      group: 'Saved queries',
      items: (queries.data?.saved_queries ?? []).map((q) => ({ value: `query:${q.id}`, label: q.name })),
    },
  ]);
  return (
    <Select
      label="Your clients"
      description="A CRM list (its matched institutions) or a saved query"
      placeholder={data.length === 0 ? 'No CRM lists or saved queries yet' : 'Choose a list'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No list by that name"
      w={300}
    />
  );
}

/** The segment set the market is cut by. */
export function SegmentSetSelect({ value, onChange }: Omit<PickerProps, 'access'>) {
  const sets = useSegmentSets();
  const data = (sets.data?.segmentations ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Select
      label="Segment set"
      description={
        sets.data?.segmentations.find((s) => String(s.id) === value)?.description ?? 'How the market is cut'
      }
      data={data}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      w={300}
    />
  );
}
