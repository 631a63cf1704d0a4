import {
  type ReportWriterElement,
  type ReportWriterElementsResponse,
  reportElementKey,
} from '@fin-atlas/domain';
import { Alert, Anchor, Badge, Button, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { SubscribeAction } from '../subscriptions';
import { useDeleteReport, useSaveReport } from './api';
import {
  addElement,
  draftFromSaved,
  draftProblems,
  previewableElements,
  type ReportDraft,
  sameReport,
} from './draft';
import { LayoutEditor } from './LayoutEditor';
import { SELECT_REPORT_PATH } from './paths';
import { ReportDetails } from './ReportDetails';
import { ReportPreviewPanel } from './ReportPreviewPanel';
import { SegmentCatalog } from './SegmentCatalog';
import { UnsavedChangesModal } from './UnsavedChangesModal';
import { useUnsavedGuard } from './use-unsaved-guard';

/** Where a saved custom report is run. */
const REPORTER_SELECT_REPORT = '/analytics/reporter/select_report';

type ReportEditorProps = {
  initial: ReportDraft;
  setup: ReportWriterElementsResponse;
  knownNames: ReadonlyMap<string, string>;
  /** Set when the report is someone else's (shared or navigator): it is saved as the user's copy. */
  readOnlyOwner: string | null;
};

type EditorHeaderProps = {
  draft: ReportDraft;
  savedName: string;
  dirty: boolean;
  copying: boolean;
  saving: boolean;
  deleting: boolean;
  onSave: () => void;
  onDelete: () => Promise<void>;
};

/** The report's title, whether it is saved, and its actions: back, subscribe, delete (confirmed), save. */
function EditorHeader({
  draft,
  savedName,
  dirty,
  copying,
  saving,
  deleting,
  onSave,
  onDelete,
}: EditorHeaderProps) {
  return (
    <PageHeader
      title={draft.id === null ? 'New custom report' : savedName}
      description={
        <Group gap="xs" component="span">
          <span>{draft.is_mbc ? 'Mortgage lender report' : 'Custom report'}</span>
          {dirty ? (
            <Badge size="sm" color="red.9" variant="outline">
              Unsaved changes
            </Badge>
          ) : draft.id !== null ? (
            <Badge size="sm" color="teal.9" variant="outline">
              Saved
            </Badge>
          ) : null}
        </Group>
      }
      actions={
        <>
          <Button component={Link} to={SELECT_REPORT_PATH} variant="default">
            All reports
          </Button>
          {draft.id !== null && !dirty ? (
            <SubscribeAction report={{ id: draft.id, name: savedName }} />
          ) : null}
          {draft.id !== null ? (
            <ConfirmButton
              title="Delete report"
              message={`Delete “${savedName}”? Its subscriptions stop and it leaves Reporter for everyone it is shared with.`}
              confirmLabel="Delete report"
              onConfirm={onDelete}
              busy={deleting}
            >
              Delete
            </ConfirmButton>
          ) : null}
          <Button onClick={onSave} loading={saving} disabled={!dirty && draft.id !== null}>
            {copying ? 'Save as my copy' : 'Save report'}
          </Button>
        </>
      }
    />
  );
}

/**
 * The report writer: segments to add elements from, the report's details and layout, and a live
 * preview. Save creates the report or changes it (by the presence of an id); problems are listed
 * before anything is sent; leaving with unsaved changes asks first.
 */
export function ReportEditor({ initial, setup, knownNames, readOnlyOwner }: ReportEditorProps) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [triedSave, setTriedSave] = useState(false);
  const save = useSaveReport();
  const remove = useDeleteReport();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const dirty = !sameReport(draft, baseline);
  const { blocker, allowLeave } = useUnsavedGuard(dirty);

  const byKey = useMemo(() => {
    const map = new Map<string, ReportWriterElement>();
    for (const s of setup.segments)
      for (const section of s.sections) for (const e of section.elements) map.set(reportElementKey(e), e);
    return map;
  }, [setup]);
  const offered = (key: string) => byKey.get(key);
  const problems = draftProblems(draft, offered);
  const previewable = previewableElements(draft, offered);
  const addedKeys = new Set(draft.elements.map(reportElementKey));

  const onSave = async () => {
    setTriedSave(true);
    if (problems.length > 0) return;
    try {
      const saved = await save.mutateAsync(draft);
      const next = draftFromSaved(saved);
      setBaseline(next);
      setDraft(next);
      setTriedSave(false);
      notifySuccess(
        draft.id === null ? 'Report saved. Run it in Reporter or subscribe to it.' : 'Report saved.',
      );
      if (draft.id === null) setParams({ id: String(saved.id) }, { replace: true });
    } catch {
      // The failure is shown above the Save button (a duplicate name reads as the spec says).
    }
  };

  const onDelete = async () => {
    if (draft.id === null) return;
    try {
      await remove.mutateAsync(draft.id);
      notifySuccess(`“${baseline.name}” deleted.`);
      allowLeave();
      navigate(SELECT_REPORT_PATH);
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <EditorHeader
        draft={draft}
        savedName={baseline.name}
        dirty={dirty}
        copying={readOnlyOwner !== null}
        saving={save.isPending}
        deleting={remove.isPending}
        onSave={onSave}
        onDelete={onDelete}
      />
      {readOnlyOwner ? (
        <Alert color="blue" variant="light" title="A report shared with you">
          {readOnlyOwner} owns this report. Change it as you like and save it as your own copy.
        </Alert>
      ) : null}
      {save.isError ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      {triedSave && problems.length > 0 ? (
        <Alert color="orange" variant="light" title="Before saving" role="alert">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-label="Report details">
        <ReportDetails draft={draft} setup={setup} showErrors={triedSave} onChange={setDraft} />
      </Paper>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="md" mb="xs">
              Segments
            </Title>
            <SegmentCatalog
              segments={setup.segments}
              fiType={draft.fi_type}
              addedKeys={addedKeys}
              onAdd={(element) => setDraft((d) => addElement(d, element))}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="layout-title">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="md" id="layout-title">
                Report layout
              </Title>
              <Text fz="xs" c="dimmed">
                {draft.elements.length} element{draft.elements.length === 1 ? '' : 's'} · drag rows or use
                their arrows
              </Text>
            </Group>
            <LayoutEditor draft={draft} offered={offered} knownNames={knownNames} onChange={setDraft} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ReportPreviewPanel draft={draft} previewable={previewable} />
          {draft.id !== null && !dirty ? (
            <Text fz="xs" c="dimmed" mt="xs">
              Run it on any institution and peer group in{' '}
              <Anchor component={Link} to={REPORTER_SELECT_REPORT} fz="xs">
                Reporter
              </Anchor>
              .
            </Text>
          ) : null}
        </Grid.Col>
      </Grid>
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
