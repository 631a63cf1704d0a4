import {
  type StrategyWhiteSpaceQuery,
  WHITE_SPACE_PROSPECT_STATUSES,
  WHITE_SPACE_STATUS_FILTERS,
  type WhiteSpaceStatusFilter,
} from '@fin-atlas/domain';
import {
  Alert,
  Button,
  CloseButton,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { notifyError } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { positiveParam, useFilterParams } from '../../ui/use-filter-params';
import { downloadSheet, exportFileName } from '../downloads';
import { fetchAllProspects, useWhiteSpace } from './api';
import { CompetitorsTable } from './CompetitorsTable';
import { FitExplanation } from './FitExplanation';
import { count, share } from './figures';
import { OpenInFinQuery } from './OpenInFinQuery';
import { ProspectTable } from './ProspectTable';
import { Provenance, Stat } from './Provenance';
import { MarketSelect, SegmentSetSelect } from './pickers';
import { strategyAccess } from './strategy-access';
import { TargetPicker } from './TargetPicker';
import { type BreakdownKind, WhiteSpaceBreakdown } from './WhiteSpaceBreakdown';
import { bandLabel, prospectsSheet, shownStatuses, statusLabel } from './white-space-columns';

const FILTER_PARAM: Record<BreakdownKind, string> = {
  segment: 'segment',
  state: 'state',
  asset_band: 'band',
};

/** The page's request from its URL, or null until a product or solution is chosen. */
function useWhiteSpaceQuery(enabled: boolean) {
  const [params, update] = useFilterParams();
  const solution = positiveParam(params.get('solution'), 0);
  const product = positiveParam(params.get('product'), 0);
  const status = params.get('status') as WhiteSpaceStatusFilter | null;
  const query: StrategyWhiteSpaceQuery | null =
    enabled && solution > 0
      ? {
          market: params.get('market') ?? 'industry:bank',
          solution_id: solution,
          ...(product > 0 ? { product_id: product } : {}),
          set_id: positiveParam(params.get('set'), 1),
          status:
            status && (WHITE_SPACE_STATUS_FILTERS as readonly string[]).includes(status) ? status : 'all',
          ...(params.get('state') ? { state: params.get('state') ?? undefined } : {}),
          ...(params.get('band') ? { asset_band: positiveParam(params.get('band'), 1) } : {}),
          ...(params.get('segment') ? { segment_id: positiveParam(params.get('segment'), 1) } : {}),
        }
      : null;
  return { params, update, query };
}

/**
 * `/strategy/white_space_assessment` (and the FIN Admin twin): where a vendor product or a solution is
 * absent in a market, by segment, state and asset band, who runs a competitor, and the prospects
 * ranked by a fit score the page explains; the prospects export to Excel and open in FIN Query.
 */
export function WhiteSpacePage() {
  const { user } = useSession();
  const access = strategyAccess(user);
  const { params, update, query } = useWhiteSpaceQuery(access.whiteSpace);
  const result = useWhiteSpace(query);
  const view = query ? result.data : undefined;
  const [exporting, setExporting] = useState(false);

  const showProspects = (kind: BreakdownKind, key: string) => {
    update({ segment: undefined, state: undefined, band: undefined, [FILTER_PARAM[kind]]: key });
    document.getElementById('prospects')?.scrollIntoView({ behavior: 'smooth' });
  };
  const exportExcel = async () => {
    if (!query || !view) return;
    setExporting(true);
    try {
      const all = await fetchAllProspects(query);
      await downloadSheet(prospectsSheet(all), {
        fileName: exportFileName(['White space', all.target.label, all.market.name]),
        description: `White space prospects of ${all.target.label} in ${all.market.name}`,
        params: { ...query },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const filters = [
    params.get('state') ? { key: 'state', label: `State ${params.get('state')}` } : null,
    params.get('band') ? { key: 'band', label: bandLabel(Number(params.get('band'))) } : null,
    params.get('segment') && view
      ? {
          key: 'segment',
          label: view.by_segment.find((r) => r.key === params.get('segment'))?.name ?? 'Segment',
        }
      : null,
  ].filter((f): f is { key: string; label: string } => f !== null);

  return (
    <Container fluid px="lg" py="lg" maw={1500}>
      <PageHeader
        title="White Space Assessment"
        description="Where a product or solution is absent: who runs a competitor, who runs nothing, and who fits best."
      />
      {!access.whiteSpace ? (
        <Alert color="orange" title="Needs Technographics">
          The white space is read from technographics (who runs which product); your subscription does not
          include Technographics.
        </Alert>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group align="flex-end" gap="lg">
              <TargetPicker
                onPick={(t) =>
                  update({
                    solution: t.solutionId,
                    product: t.productId ?? undefined,
                    status: undefined,
                    state: undefined,
                    band: undefined,
                    segment: undefined,
                  })
                }
              />
              <MarketSelect
                value={params.get('market') ?? 'industry:bank'}
                onChange={(v) => update({ market: v ?? undefined })}
                access={access}
              />
              <SegmentSetSelect
                value={params.get('set') ?? '1'}
                onChange={(v) => update({ set: v ?? undefined, segment: undefined })}
              />
            </Group>
            {view ? (
              <Text mt="sm" fw={600} data-testid="white-space-target">
                Assessing {view.target.label}
              </Text>
            ) : null}
          </Paper>
          {!query ? (
            <Alert color="blue" title="Choose what to assess">
              Type your product (or a solution such as Mobile Banking) above. The page then shows where the
              market does not run it, who runs a competitor instead, and the institutions most like its
              current users.
            </Alert>
          ) : null}
          {result.isError && query ? <FormAlert>{errorMessage(result.error)}</FormAlert> : null}
          {query && !view && result.isFetching ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label="Loading white space" />
            </Group>
          ) : null}
          {view ? (
            <>
              <Paper withBorder radius="md" p="md" style={{ opacity: result.isFetching ? 0.6 : 1 }}>
                <Group justify="space-between" align="flex-start" mb="md">
                  <Group gap="xl">
                    <Stat label="Market" value={count(view.totals.institutions)} hint={view.market.name} />
                    {shownStatuses(view).map((s) => (
                      <Stat key={s} label={statusLabel(view, s)} value={count(view.totals.counts[s])} />
                    ))}
                    <Stat
                      label="White space"
                      value={count(view.totals.white_space)}
                      hint="researched, not running it"
                    />
                    <Stat
                      label="Adoption"
                      value={share(view.totals.adoption)}
                      hint="of researched institutions"
                    />
                  </Group>
                  <Provenance dataAsOf={view.data_as_of} isDemo={view.is_demo} />
                </Group>
                <WhiteSpaceBreakdown view={view} onProspects={showProspects} />
              </Paper>
              {view.competitors.length > 0 ? (
                <Paper withBorder radius="md" p="md">
                  <CompetitorsTable view={view} />
                </Paper>
              ) : null}
              <Paper withBorder radius="md" p="md" id="prospects">
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="lg">
                    Prospects ranked by fit
                  </Title>
                  <Group gap="sm">
                    <Button
                      variant="default"
                      onClick={exportExcel}
                      loading={exporting}
                      disabled={view.prospects.total === 0}
                    >
                      Export to Excel
                    </Button>
                    <OpenInFinQuery
                      ids={view.prospects.ids}
                      truncated={view.prospects.ids.length < view.prospects.total}
                      name={`${view.target.label} white space`}
                      description={`White space prospects of ${view.target.label} in ${view.market.name}${filters.length ? ` (${filters.map((f) => f.label).join(', ')})` : ''}, best fit first.`}
                      access={access}
                    />
                  </Group>
                </Group>
                <Group gap="sm" mb="sm" align="flex-end">
                  <Select
                    label="Status"
                    w={260}
                    value={query?.status ?? 'all'}
                    onChange={(v) => update({ status: v && v !== 'all' ? v : undefined })}
                    allowDeselect={false}
                    data={[
                      { value: 'all', label: 'All white space' },
                      ...WHITE_SPACE_PROSPECT_STATUSES.filter((s) => shownStatuses(view).includes(s)).map(
                        (s) => ({
                          value: s,
                          label: statusLabel(view, s),
                        }),
                      ),
                    ]}
                  />
                  {filters.map((f) => (
                    <Group key={f.key} gap={4} data-testid="prospect-filter">
                      <Text fz="sm">{f.label}</Text>
                      <CloseButton
                        size="sm"
                        aria-label={`Clear ${f.label}`}
                        onClick={() => update({ [f.key]: undefined })}
                      />
                    </Group>
                  ))}
                </Group>
                <FitExplanation assessed={view.target.product?.name ?? view.target.solution.name} />
                <ProspectTable key={JSON.stringify(query)} view={view} />
              </Paper>
            </>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
