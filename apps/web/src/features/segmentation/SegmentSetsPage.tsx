import type { SegmentationSummary } from '@fin-atlas/domain';
import { Anchor, Button, Container, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import {
  type SetScope,
  useBuiltInSegmentations,
  useCustomSegmentations,
  useDeleteSegmentation,
  useGlobalSegmentations,
  useSegmentation,
} from './api';
import { GLOBAL_SEGMENT_SETS_PATH, SEGMENT_SETS_PATH, segmentSetEditorPath } from './paths';
import { SegmentSetEditor } from './SegmentSetEditor';
import { SegmentSetsTable } from './SegmentSetsTable';
import { copyDraft } from './segment-draft';

const COPY = {
  own: {
    title: 'Segment Sets',
    description:
      'Cut institutions into segments by any firmographic, financial or technology element. Your sets are shared read-only with your company and serve FIN Query, the industry reporter, strategy and custom reports.',
    listCaption: 'My and shared segment sets',
    empty: 'No segment sets of your own yet',
  },
  global: {
    title: 'Segmentations',
    description:
      'Global segment sets every client sees beside the built-in ones; only FIN Admins change them.',
    listCaption: 'Global segment sets',
    empty: 'No global segment sets yet',
  },
} as const;

/** The editor of one set (`?set=<id>`) or a new one (`?set=new`, perhaps a copy of `copy=<id>`). */
function EditorScreen({
  scope,
  base,
  param,
  copyOf,
}: {
  scope: SetScope;
  base: string;
  param: string;
  copyOf: number | null;
}) {
  const navigate = useNavigate();
  const id = param === 'new' ? null : Number(param);
  const source = useSegmentation(copyOf);
  if (copyOf !== null && source.isPending) return <PageLoader />;
  const back = () => navigate(base);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={base} fz="sm">
        ← All segment sets
      </Anchor>
      <Title order={2} fz="lg">
        {id === null ? (source.data ? `Copy of ${source.data.name}` : 'New segment set') : 'Segment set'}
      </Title>
      <SegmentSetEditor
        key={`${param}-${copyOf ?? ''}`}
        setId={id !== null && Number.isInteger(id) && id > 0 ? id : null}
        initial={source.data ? copyDraft(source.data) : undefined}
        scope={scope}
        onCancel={back}
        onSaved={(saved) => {
          notifySuccess(`Segment set “${saved.name}” saved.`);
          back();
        }}
      />
    </Stack>
  );
}

/**
 * The segment set pages: a user's own sets (SEGMENT_SETS_PATH) and the FIN Admins' global ones
 * (GLOBAL_SEGMENT_SETS_PATH), each beside the built-in sets, with the editor for one set.
 */
export function SegmentSetsPage({ scope }: { scope: SetScope }) {
  const base = scope === 'global' ? GLOBAL_SEGMENT_SETS_PATH : SEGMENT_SETS_PATH;
  const copy = COPY[scope];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const custom = useCustomSegmentations();
  const global = useGlobalSegmentations(scope === 'global');
  const builtIn = useBuiltInSegmentations();
  const remove = useDeleteSegmentation();
  const editing = params.get('set');
  const copyOf = Number(params.get('copy')) || null;

  const open = (set: SegmentationSummary) => navigate(segmentSetEditorPath(base, set.id));
  const copyOfSet = (set: SegmentationSummary) => navigate(segmentSetEditorPath(base, 'new', set.id));
  const deleteSet = async (set: SegmentationSummary) => {
    try {
      await remove.mutateAsync(set);
      notifySuccess(`Segment set “${set.name}” deleted.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const mine = scope === 'global' ? global : custom;
  const rows = mine.data?.segmentations ?? [];

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          editing ? null : (
            <Button onClick={() => navigate(segmentSetEditorPath(base, 'new'))}>New segment set</Button>
          )
        }
      />
      {editing ? (
        <EditorScreen scope={scope} base={base} param={editing} copyOf={copyOf} />
      ) : (
        <Stack gap="xl">
          <Stack gap="xs" component="section" aria-label={copy.listCaption}>
            <Title order={2} fz="lg">
              {copy.listCaption}
            </Title>
            <ListState
              isPending={mine.isPending}
              isFetching={mine.isFetching && !mine.isPending}
              errorText={mine.isError ? errorMessage(mine.error) : null}
              isEmpty={rows.length === 0}
              emptyTitle={copy.empty}
              emptyDescription="Create one, or copy a built-in set below and adapt it."
            >
              <SegmentSetsTable
                sets={rows}
                caption={copy.listCaption}
                onOpen={open}
                onCopy={copyOfSet}
                onDelete={deleteSet}
                deleting={remove.isPending}
              />
            </ListState>
          </Stack>
          <Stack gap="xs" component="section" aria-label="Built-in segment sets">
            <Title order={2} fz="lg">
              Built-in segment sets
            </Title>
            <ListState
              isPending={builtIn.isPending}
              isFetching={false}
              errorText={builtIn.isError ? errorMessage(builtIn.error) : null}
              isEmpty={(builtIn.data?.segmentations.length ?? 0) === 0}
              emptyTitle="No built-in sets"
            >
              <SegmentSetsTable
                sets={builtIn.data?.segmentations ?? []}
                caption="Built-in segment sets"
                onOpen={open}
                onCopy={copyOfSet}
                onDelete={deleteSet}
                deleting={remove.isPending}
              />
            </ListState>
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
