import { Box, Container, Group, Loader, Paper, SegmentedControl, Tabs } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { useSession } from '../../../core/session/use-session';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { DOWNLOAD_PATH, storeCurrentQuery } from '../orders';
import { useQueryCatalog } from './api';
import { BuilderContext, type BuilderContextValue } from './builder-context';
import { CriteriaGroupView } from './CriteriaGroupView';
import { indexCatalog } from './catalog-index';
import { type BuilderGroup, emptyTree, ROOT_ID, rulesOf, walk } from './criteria-tree';
import { ElementPicker } from './ElementPicker';
import { useHandedQuery } from './handed-query';
import { QuerySummaryBar } from './QuerySummaryBar';
import { MORTGAGE_PARAM, QueryVariantContext, useIsMbc } from './query-variant';
import { ResultsPanel } from './ResultsPanel';
import type { SaveQueryDialog, SaveQueryRequest } from './save-slot';
import { useBuilderState } from './use-builder-state';
import { useLiveCounts } from './use-live-counts';
import { useOpenSaved } from './use-open-saved';

const PICKER_WIDTH = 300;
/** The app's sticky top bar. */
const TOP_BAR_HEIGHT = 56;
/** The bottom padding of the sticky summary, under which the picker stays. */
const SUMMARY_GAP = 16;

type BuilderPageProps = { SaveDialog?: SaveQueryDialog };

/**
 * `/technographics/fin_query/query`: build a criteria tree with live counts, run it, and act on it.
 * Users with the mbc permission switch to mortgage lenders (`?mbc=1`): the mortgage-lender
 * variant, with mortgage companies and the Mortgage Lending category, and a tree of its own.
 */
export function QueryBuilderPage(props: BuilderPageProps) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const mayUseMortgage = user?.enterprise_permissions.mbc === true;
  const isMbc = mayUseMortgage && params.get(MORTGAGE_PARAM) === '1';
  const switchTo = (mortgage: boolean) =>
    setParams(() => (mortgage ? new URLSearchParams({ [MORTGAGE_PARAM]: '1' }) : new URLSearchParams()));
  const variantSwitch = mayUseMortgage ? (
    <SegmentedControl
      aria-label="Build a list of"
      value={isMbc ? 'mortgage' : 'institutions'}
      onChange={(value) => switchTo(value === 'mortgage')}
      data={[
        { value: 'institutions', label: 'Institutions' },
        { value: 'mortgage', label: 'Mortgage lenders' },
      ]}
    />
  ) : null;
  return (
    <QueryVariantContext.Provider value={isMbc}>
      <QueryBuilderView key={isMbc ? 'mortgage' : 'institutions'} {...props} variantSwitch={variantSwitch} />
    </QueryVariantContext.Provider>
  );
}

function QueryBuilderView({ SaveDialog, variantSwitch }: BuilderPageProps & { variantSwitch: ReactNode }) {
  const isMbc = useIsMbc();
  const catalog = useQueryCatalog();
  const elements = useMemo(() => indexCatalog(catalog.data), [catalog.data]);
  const [state, update] = useBuilderState(isMbc);
  const [targetGroup, setTargetGroup] = useState(ROOT_ID);
  const [saving, setSaving] = useState<SaveQueryRequest | null>(null);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const opening = useOpenSaved(update);
  useHandedQuery(update);
  const live = useLiveCounts(state.tree, elements);
  const view = params.get('view') === 'results' ? 'results' : 'criteria';
  const ruleCount = rulesOf(state.tree).length;
  const summary = useElementSize();
  const pickerTop = TOP_BAR_HEIGHT + summary.height + SUMMARY_GAP;

  const change = useCallback(
    (fn: (tree: BuilderGroup) => BuilderGroup) => update((s) => ({ ...s, tree: fn(s.tree) })),
    [update],
  );
  const setView = (next: string | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'results') out.set('view', 'results');
        else out.delete('view');
        return out;
      },
      { replace: false },
    );
  const run = () => {
    if (!live.payloadJson) return;
    const json = live.payloadJson;
    update((s) => ({ ...s, lastRun: json }));
    setView('results');
  };
  const price = () => {
    if (!live.payloadJson) return;
    storeCurrentQuery({
      query: JSON.parse(live.payloadJson),
      isMbc,
      ...(state.name ? { queryName: state.name } : {}),
      ...(state.advancedQueryId ? { advancedQueryId: state.advancedQueryId } : {}),
    });
    navigate(DOWNLOAD_PATH);
  };
  const clear = () => {
    update(() => ({ tree: emptyTree(), name: null, advancedQueryId: null, lastRun: null }));
    setTargetGroup(ROOT_ID);
  };
  const target = [...walk(state.tree)].find((n) => n.id === targetGroup && n.type === 'group');
  const context: BuilderContextValue = {
    catalog: catalog.data,
    elements,
    counts: live.counts,
    counting: live.counting,
    serverProblems: live.serverProblems,
    targetGroup: target ? targetGroup : ROOT_ID,
    setTargetGroup,
    change,
  };

  return (
    <Container fluid px="lg" py="lg" maw={1600}>
      <PageHeader
        title={isMbc ? 'Mortgage Lender Query Builder' : 'Query Builder'}
        description={
          isMbc
            ? 'Find the banks, credit unions and mortgage companies by their HMDA mortgage lending, with a live count as you build.'
            : 'Find the banks, holding companies and credit unions that match your criteria, with a live count as you build.'
        }
        actions={variantSwitch}
      />
      {opening.problem ? <FormAlert>{opening.problem}</FormAlert> : null}
      {catalog.isError ? <FormAlert>{errorMessage(catalog.error)}</FormAlert> : null}
      {/* The running total and its actions stay in view however long the tree grows. */}
      <Box
        ref={summary.ref}
        bg="gray.0"
        pb="md"
        style={{ position: 'sticky', top: TOP_BAR_HEIGHT, zIndex: 3 }}
      >
        <QuerySummaryBar
          name={state.name}
          total={live.total}
          universe={live.universe}
          counting={live.counting}
          ruleCount={ruleCount}
          runnable={live.payloadJson !== null}
          onRun={run}
          onPrice={price}
          onClear={clear}
          onSave={
            SaveDialog
              ? (mode) => {
                  if (!live.payloadJson) return;
                  setSaving({
                    query: JSON.parse(live.payloadJson),
                    name: state.name,
                    advancedQueryId: state.advancedQueryId,
                    mode,
                  });
                }
              : undefined
          }
        />
      </Box>
      {live.queryProblem ? <FormAlert>{live.queryProblem}</FormAlert> : null}
      <Tabs value={view} onChange={setView} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="criteria">Criteria</Tabs.Tab>
          <Tabs.Tab value="results">Results</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="criteria">
          {catalog.isPending || opening.loading ? (
            <Group justify="center" py="xl">
              <Loader size="sm" />
            </Group>
          ) : (
            <BuilderContext.Provider value={context}>
              <Group align="flex-start" gap="lg" wrap="nowrap">
                <Paper
                  withBorder
                  radius="md"
                  p="sm"
                  w={PICKER_WIDTH}
                  style={{ flexShrink: 0, position: 'sticky', top: pickerTop }}
                  component="aside"
                  aria-label="Query elements"
                >
                  <ElementPicker
                    targetLabel={context.targetGroup === ROOT_ID ? 'the query' : 'the highlighted group'}
                    maxHeight={`calc(100vh - ${pickerTop + 120}px)`}
                  />
                </Paper>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <CriteriaGroupView group={state.tree} depth={1} />
                </Box>
              </Group>
            </BuilderContext.Provider>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="results">
          <ResultsPanel
            runJson={state.lastRun}
            changedSinceRun={
              state.lastRun !== null && live.payloadJson !== null && live.payloadJson !== state.lastRun
            }
            onRunAgain={run}
          />
        </Tabs.Panel>
      </Tabs>
      {SaveDialog && saving ? (
        <SaveDialog
          request={saving}
          onClose={() => setSaving(null)}
          onSaved={(saved) => {
            update((s) => ({ ...s, name: saved.name, advancedQueryId: saved.id }));
            setSaving(null);
          }}
        />
      ) : null}
    </Container>
  );
}
