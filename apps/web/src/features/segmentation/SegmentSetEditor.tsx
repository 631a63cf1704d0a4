import { prefixValidationFailed, SEGMENTATION_LIMITS, type SegmentationSummary } from '@fin-atlas/domain';
import { Button, Group, SegmentedControl, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { wasHandledGlobally } from '../../core/api/global-errors';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { type SetScope, useSaveSegmentation, useSegmentableCatalog, useSegmentation } from './api';
import { catalogIndex, ElementSelect } from './ElementSelect';
import { SegmentRow } from './SegmentRow';
import {
  draftFromSummary,
  elementKey,
  emptySetDraft,
  moveSegment,
  newSegment,
  removeSegment,
  type SetDraft,
  segmentProblem,
  setBody,
  setProblem,
  withElement,
} from './segment-draft';

export type SegmentSetEditorProps = {
  /** The set to open (built-in and others' sets open read-only); null for a new set. */
  setId: number | null;
  /** A new set's starting point (a copy of another set); ignored when setId is given. */
  initial?: SetDraft;
  /** A new set is the caller's own, or a global one (FIN Admins' console). */
  scope?: SetScope;
  /** FI groups the live counts are taken among; without them the user picks an industry or everyone. */
  fiGroupIds?: readonly string[];
  onSaved?: (set: SegmentationSummary) => void;
  onCancel?: () => void;
};

const POPULATIONS = [
  { value: 'all', label: 'All institutions' },
  { value: 'industry:bank', label: 'Banks' },
  { value: 'industry:credit_union', label: 'Credit unions' },
  { value: 'industry:bhc', label: 'Holding companies' },
];

/**
 * What a failed save says above the form (spec: segment save or update handles its own errors):
 * a 422 is the server's text, 'Validation failed. Segment name already exists.' verbatim; null when
 * the global handler already told the user (403, outages).
 */
export function saveFailureText(error: unknown): string | null {
  if (wasHandledGlobally(error)) return null;
  if (isApiError(error, 422)) return prefixValidationFailed(errorMessage(error));
  return errorMessage(error);
}

/**
 * The segment set editor: a name, the element the set splits institutions by, and its segments
 * (ranges or value lists of that element) with live counts as they are typed, reordered, added
 * and removed. Used by the segment set pages, the industry reporter and strategy.
 */
export function SegmentSetEditor({
  setId,
  initial,
  scope = 'own',
  fiGroupIds,
  onSaved,
  onCancel,
}: SegmentSetEditorProps) {
  const stored = useSegmentation(setId);
  const catalog = useSegmentableCatalog(fiGroupIds ?? []);
  const save = useSaveSegmentation(scope);
  const [draft, setDraft] = useState<SetDraft | null>(setId === null ? (initial ?? emptySetDraft()) : null);
  const [population, setPopulation] = useState('all');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (setId !== null && stored.data && draft === null) setDraft(draftFromSummary(stored.data));
  }, [setId, stored.data, draft]);

  const index = useMemo(() => catalogIndex(catalog.data), [catalog.data]);
  if (setId !== null && stored.isError) {
    return <FormAlert>{errorMessage(stored.error)}</FormAlert>;
  }
  if (!draft) return <PageLoader />;

  const readOnly = setId !== null && stored.data?.editable === false;
  const element = draft.element ? index.byKey.get(elementKey(draft.element)) : undefined;
  const groups = fiGroupIds ?? (population === 'all' ? [] : [population]);
  const problem = setProblem(draft);
  const change = (next: SetDraft) => {
    setDraft(next);
    setFailure(null);
  };

  const submit = async () => {
    setTried(true);
    if (problem || readOnly) return;
    try {
      const saved = await save.mutateAsync({ id: draft.id, body: setBody(draft) });
      setDraft(draftFromSummary(saved));
      setTried(false);
      onSaved?.(saved);
    } catch (error) {
      setFailure(saveFailureText(error));
    }
  };

  return (
    <Stack gap="md" aria-label="Segment set editor" role="form">
      {failure ? <FormAlert title="The segment set was not saved">{failure}</FormAlert> : null}
      {readOnly ? (
        <FormAlert tone="info">
          {stored.data?.built_in
            ? 'A built-in set: it cannot be changed. Copy it to make your own.'
            : `Shared by ${stored.data?.owner?.user_name ?? 'another user'}: only its owner can change it.`}
        </FormAlert>
      ) : null}
      <Group grow align="flex-start">
        <TextInput
          label="Name"
          value={draft.name}
          onChange={(event) => change({ ...draft, name: event.currentTarget.value })}
          error={tried && draft.name.trim() === '' ? 'Name the segment set.' : undefined}
          readOnly={readOnly}
          required
          maxLength={255}
        />
        <Textarea
          label="Description"
          value={draft.description}
          onChange={(event) => change({ ...draft, description: event.currentTarget.value })}
          readOnly={readOnly}
          rows={1}
          maxLength={2000}
        />
      </Group>
      <ElementSelect
        catalog={catalog.data}
        value={draft.element}
        storedName={stored.data?.element_name}
        loading={catalog.isPending}
        disabled={readOnly}
        onChange={(picked) =>
          change(
            withElement(
              draft.segments.length > 0 ? draft : { ...draft, segments: [newSegment(picked)] },
              picked,
            ),
          )
        }
      />
      {fiGroupIds ? null : (
        <Group gap="sm">
          <Text fz="sm" fw={500}>
            Count among
          </Text>
          <SegmentedControl
            size="xs"
            aria-label="Count among"
            value={population}
            onChange={setPopulation}
            data={POPULATIONS}
          />
        </Group>
      )}
      {draft.element && !element && !catalog.isPending ? (
        <FormAlert tone="info">
          {stored.data?.element_name ?? 'This element'} is not offered to you any more; its segments cannot be
          edited.
        </FormAlert>
      ) : null}
      {element && draft.element ? (
        <Table verticalSpacing={6} aria-label="Segments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Segment</Table.Th>
              <Table.Th>Test</Table.Th>
              <Table.Th>{element.name}</Table.Th>
              <Table.Th ta="right">Institutions</Table.Th>
              {readOnly ? null : <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.segments.map((segment, position) => (
              <SegmentRow
                key={segment.key}
                segment={segment}
                position={position}
                total={draft.segments.length}
                element={element}
                setElement={draft.element ?? element}
                groups={groups}
                problem={segmentProblem(segment, draft.segments)}
                showProblem={tried}
                readOnly={readOnly}
                onChange={(next) =>
                  change({ ...draft, segments: draft.segments.map((s) => (s.key === next.key ? next : s)) })
                }
                onMove={(by) => change(moveSegment(draft, segment.key, by))}
                onRemove={() => change(removeSegment(draft, segment.key))}
              />
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {readOnly ? null : (
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={!element || draft.segments.length >= SEGMENTATION_LIMITS.maxSegments}
            onClick={() => change({ ...draft, segments: [...draft.segments, newSegment(element ?? null)] })}
          >
            Add segment
          </Button>
          <Group gap="sm">
            {tried && problem ? (
              <Text fz="sm" c="red">
                {problem}
              </Text>
            ) : null}
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
            <Button onClick={submit} loading={save.isPending}>
              {draft.id === null ? 'Save segment set' : 'Update segment set'}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
