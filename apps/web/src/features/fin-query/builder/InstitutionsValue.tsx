import { FIN_QUERY_LIMITS, type RuleValue } from '@fin-atlas/domain';
import { Button, Collapse, FileButton, Group, Pill, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../core/api/api-error';
import { FormAlert } from '../../../ui/FormAlert';
import { InstitutionTypeahead } from '../../institutions';
import { useResolveIdentifiers } from './api';
import { LenderTypeahead } from './LenderTypeahead';
import { useIsMbc } from './query-variant';

type InstitutionsValueProps = {
  label: string;
  value: readonly RuleValue[];
  labels?: Record<string, string>;
  onChange: (value: RuleValue[], labels: Record<string, string>) => void;
  error?: boolean;
};

/** Pills shown before the rest are summed up as "and N more". */
const SHOWN_PILLS = 12;

/** One identifier a line, or the first cell of each CSV line; quotes and blank lines dropped. */
export function parseIdentifiers(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const cell =
      line
        .split(/[,;\t]/)[0]
        ?.replace(/^"|"$/g, '')
        .trim() ?? '';
    if (cell) seen.add(cell);
  }
  return [...seen].slice(0, FIN_QUERY_LIMITS.maxIdentifiersPerUpload);
}

/** Institutions picked by name, or uploaded as identifiers (RSSD, certificate, charter, routing). */
export function InstitutionsValue({ label, value, labels = {}, onChange, error }: InstitutionsValueProps) {
  const ids = value.filter((v): v is number => typeof v === 'number');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [text, setText] = useState('');
  const resolve = useResolveIdentifiers();
  const isMbc = useIsMbc();
  const add = (picked: { id: number; name: string }[]) => {
    const known = new Set(ids);
    const fresh = picked.filter((p) => !known.has(p.id));
    onChange([...ids, ...fresh.map((p) => p.id)], {
      ...labels,
      ...Object.fromEntries(fresh.map((p) => [String(p.id), p.name])),
    });
  };
  const remove = (id: number) =>
    onChange(
      ids.filter((i) => i !== id),
      labels,
    );
  const match = () => {
    const identifiers = parseIdentifiers(text);
    if (identifiers.length === 0) return;
    resolve.mutate(identifiers, {
      onSuccess: (answer) => add(answer.matched.map((m) => ({ id: m.institution_id, name: m.name }))),
    });
  };
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 260 }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          {isMbc ? (
            <LenderTypeahead label={label} onPick={(hit) => add([hit])} excludeIds={ids} />
          ) : (
            <InstitutionTypeahead
              label={label}
              placeholder="Add an institution by name, RSSD or charter"
              onPick={(hit) => add([hit])}
              excludeIds={ids}
            />
          )}
        </div>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setUploadOpen((o) => !o)}
          aria-expanded={uploadOpen}
        >
          Upload identifiers
        </Button>
      </Group>
      {ids.length > 0 ? (
        <Group gap={4} aria-label={`${ids.length} institutions chosen`} role="list">
          {ids.slice(0, SHOWN_PILLS).map((id) => (
            <Pill
              key={id}
              withRemoveButton
              onRemove={() => remove(id)}
              role="listitem"
              removeButtonProps={{ 'aria-label': `Remove ${labels[String(id)] ?? id}` }}
            >
              {labels[String(id)] ?? `Institution ${id}`}
            </Pill>
          ))}
          {ids.length > SHOWN_PILLS ? (
            <Text fz="xs" c="dimmed">
              and {(ids.length - SHOWN_PILLS).toLocaleString('en-US')} more
            </Text>
          ) : null}
        </Group>
      ) : (
        <Text fz="xs" c={error ? 'red.7' : 'dimmed'}>
          No institutions chosen yet.
        </Text>
      )}
      <Collapse expanded={uploadOpen}>
        <Stack gap={6}>
          <Textarea
            label="Identifiers, one a line"
            description={
              isMbc
                ? "RSSD IDs, FDIC certificates, NCUA charters, ABA routing numbers or LEIs; a CSV's first column is read."
                : "RSSD IDs, FDIC certificates, NCUA charters or ABA routing numbers; a CSV's first column is read."
            }
            autosize
            minRows={3}
            maxRows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group gap="xs">
            <FileButton
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(file) => void file?.text().then(setText)}
            >
              {(props) => (
                <Button {...props} variant="default" size="xs">
                  Choose a CSV file
                </Button>
              )}
            </FileButton>
            <Button
              size="xs"
              onClick={match}
              loading={resolve.isPending}
              disabled={parseIdentifiers(text).length === 0}
            >
              Match identifiers
            </Button>
          </Group>
          {resolve.isError ? <FormAlert>{errorMessage(resolve.error)}</FormAlert> : null}
          {resolve.data ? (
            <Text fz="xs" role="status">
              {resolve.data.matched.length.toLocaleString('en-US')} matched
              {resolve.data.unmatched.length > 0
                ? `, ${resolve.data.unmatched.length.toLocaleString('en-US')} not found: ${resolve.data.unmatched.slice(0, 10).join(', ')}${resolve.data.unmatched.length > 10 ? '…' : ''}`
                : ''}
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Stack>
  );
}
