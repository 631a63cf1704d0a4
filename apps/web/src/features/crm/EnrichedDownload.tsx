import { Button, Group, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { crmDownloadUrl, useCrmSolutions } from './api';

/**
 * Download of a CRM list enriched: the user picks the solutions whose current vendor and product
 * are added (core processing, online and mobile banking to start with) and the file format.
 */
export function EnrichedDownload({ listId, listName }: { listId: number; listName: string }) {
  const choices = useCrmSolutions();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  useEffect(() => {
    if (picked === null && choices.data) setPicked(choices.data.default_ids);
  }, [choices.data, picked]);
  const options = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const s of choices.data?.solutions ?? []) {
      const items = groups.get(s.category) ?? [];
      items.push({ value: String(s.id), label: s.name });
      groups.set(s.category, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [choices.data]);
  const solutionIds = picked ?? choices.data?.default_ids ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={`Download ${listName} enriched`}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label="Add the current vendor of"
          placeholder={solutionIds.length ? 'Add a solution' : 'No solution: firmographics only'}
          data={options}
          value={solutionIds.map(String)}
          onChange={(values) => setPicked(values.map(Number))}
          searchable
          clearable
          maxValues={20}
          w={460}
          comboboxProps={{ withinPortal: true }}
        />
        <Radio.Group label="Format" value={format} onChange={(v) => setFormat(v as 'xlsx' | 'csv')}>
          <Group gap="sm" mt={6}>
            <Radio value="xlsx" label="Excel" />
            <Radio value="csv" label="CSV (to import back)" />
          </Group>
        </Radio.Group>
        <Button
          component="a"
          href={crmDownloadUrl(listId, format, solutionIds)}
          download
          disabled={choices.isPending}
        >
          Download enriched list
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        Your columns first, in their order, then FIN Institution ID, name, FI type, RSSD ID, certificate or
        charter, city, state, total assets, website, the vendor and product of each chosen solution, and the
        match status. Every file carries a fingerprint naming who downloaded it.
      </Text>
    </Stack>
  );
}
