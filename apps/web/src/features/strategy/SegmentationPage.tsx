import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError } from '../../core/notify';
import { useSession } from '../../core/session/use-session';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useFilterParams } from '../../ui/use-filter-params';
import { downloadSheet, exportFileName } from '../downloads';
import { SEGMENT_SETS_PATH } from '../segmentation';
import { useSegmentation } from './api';
import { assets, count, share } from './figures';
import { Provenance, Stat } from './Provenance';
import { ClientsSelect, MarketSelect, SegmentSetSelect } from './pickers';
import { SegmentationChart } from './SegmentationChart';
import { SegmentationTable } from './SegmentationTable';
import { segmentationSheet } from './segmentation-columns';
import { strategyAccess } from './strategy-access';

const DEFAULT_MARKET = 'industry:bank';
const DEFAULT_SET = '1';

/**
 * `/strategy/segmentation` (and the FIN Admin twin): the market cut by a segment set, with the
 * user's clients (a CRM list or a saved query) against the rest, segment by segment.
 */
export function SegmentationPage() {
  const { user } = useSession();
  const access = strategyAccess(user);
  const [params, update] = useFilterParams();
  const market = params.get('market') ?? DEFAULT_MARKET;
  const setId = params.get('set') ?? DEFAULT_SET;
  const clients = params.get('clients');
  const query = access.segmentation && clients ? { market, set_id: Number(setId), clients } : null;
  const result = useSegmentation(query);
  const [exporting, setExporting] = useState(false);
  const view = result.data;

  const exportExcel = async () => {
    if (!view) return;
    setExporting(true);
    try {
      await downloadSheet(segmentationSheet(view), {
        fileName: exportFileName(['Segmentation', view.market.name, view.segmentation.name]),
        description: `Strategy segmentation of ${view.market.name} by ${view.segmentation.name}, clients from ${view.clients.name}`,
        params: { market: view.market.refs, set_id: view.segmentation.id, clients: view.clients.source },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container fluid px="lg" py="lg" maw={1500}>
      <PageHeader
        title="Segmentation"
        description="Your clients against the rest of the market, segment by segment: where you are strong, and where the room is."
        actions={
          view ? (
            <Button variant="default" onClick={exportExcel} loading={exporting}>
              Export to Excel
            </Button>
          ) : null
        }
      />
      {!access.segmentation ? (
        <Alert color="orange" title="Needs an FI group module">
          Segmentation works on FI groups, which come with Reporter, Advisor, FIN Profile, FIN Query or the
          Industry Reporter. Your subscription includes none of them.
        </Alert>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group align="flex-end" gap="lg">
              <MarketSelect
                value={market}
                onChange={(v) => update({ market: v ?? undefined })}
                access={access}
              />
              <SegmentSetSelect value={setId} onChange={(v) => update({ set: v ?? undefined })} />
              <Anchor component={Link} to={SEGMENT_SETS_PATH} fz="sm" pb={8}>
                Write a segment set
              </Anchor>
              <ClientsSelect
                value={clients}
                onChange={(v) => update({ clients: v ?? undefined })}
                access={access}
              />
            </Group>
          </Paper>
          {!clients ? (
            <Alert color="blue" title="Choose your clients">
              {access.crm || access.finQuery
                ? 'Pick the CRM list or saved query that holds your clients (upload your accounts at CRM Data Enrichment, or save a query in FIN Query): the page then splits the market into your clients and the rest.'
                : 'Clients come from a CRM list (FIN CRM) or a saved query (FIN Query); your subscription includes neither.'}
            </Alert>
          ) : null}
          {result.isError ? <FormAlert>{errorMessage(result.error)}</FormAlert> : null}
          {result.isFetching && !view ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label="Loading segmentation" />
            </Group>
          ) : null}
          {view && query ? (
            <>
              <Paper withBorder radius="md" p="md" style={{ opacity: result.isFetching ? 0.6 : 1 }}>
                <Group justify="space-between" align="flex-start" mb="md">
                  <Group gap="xl">
                    <Stat label="Market" value={count(view.market.institutions)} hint={view.market.name} />
                    <Stat label="Market assets" value={assets(view.market.assets)} />
                    <Stat
                      label="Clients in the market"
                      value={count(view.clients.in_market)}
                      hint={`of ${count(view.clients.institutions)} in ${view.clients.name}`}
                    />
                    <Stat
                      label="Penetration"
                      value={share(view.totals.penetration)}
                      hint="clients over institutions"
                    />
                    <Stat
                      label="Asset penetration"
                      value={share(view.totals.asset_penetration)}
                      hint="client assets over market assets"
                    />
                  </Group>
                  <Provenance dataAsOf={view.data_as_of} isDemo={view.is_demo} />
                </Group>
                <SegmentationChart view={view} />
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text fz="sm" c="dimmed" mb="sm">
                  Segments of {view.segmentation.name} are FIN Query rules, so each count is the count FIN
                  Query gives over the same market. Assets are total assets at the latest quarter.
                </Text>
                <SegmentationTable view={view} access={access} />
              </Paper>
            </>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
