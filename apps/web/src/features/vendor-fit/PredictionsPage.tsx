import { VENDOR_FIT_CATEGORIES, VENDOR_FIT_SECTIONS, VENDOR_FIT_TABS } from '@fin-atlas/domain';
import { Anchor, Button, Container, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { useModuleState } from '../../core/module-state';
import { notifyError } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import {
  downloadPredictions,
  type InstitutionSolution,
  useFitSolutions,
  useInstitutionDetail,
  useRanking,
} from './api';
import { CategorySection } from './CategorySection';
import { ClientInstitutionsTab } from './ClientInstitutionsTab';
import { InstitutionSection } from './InstitutionSection';
import { ModelAccuracy } from './ModelAccuracy';
import { PredictionPickers } from './PredictionPickers';
import { RankingSection } from './RankingSection';
import {
  changeSelection,
  comparedProduct,
  type FitSelection,
  type FitTab,
  type SelectionChange,
  selectionFromParams,
  selectionParams,
} from './selection';

const SELECT_PATH = '/fi_prospect/vendor_fit/select_institution';
const [INSTITUTION_SECTION, RANKING_SECTION] = VENDOR_FIT_SECTIONS;

type Remembered = { institution: number; solution: number } | null;
const isRemembered = (value: unknown): value is Remembered =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Record<string, unknown>).institution === 'number' &&
    typeof (value as Record<string, unknown>).solution === 'number');

/** The selection in the URL, the last institution and solution remembered for a bare visit. */
function useSelection(): [FitSelection, (change: SelectionChange) => void] {
  const [params, setParams] = useSearchParams();
  const [remembered, remember] = useModuleState<Remembered>('vendor-fit', null, isRemembered);
  const selection = selectionFromParams(params);
  const bare = selection.institution === null || selection.solution === null;
  useEffect(() => {
    if (bare && remembered) setParams(selectionParams({ ...selection, ...remembered }), { replace: true });
    if (!bare && selection.institution !== null && selection.solution !== null)
      if (remembered?.institution !== selection.institution || remembered?.solution !== selection.solution)
        remember({ institution: selection.institution, solution: selection.solution });
  });
  return [selection, (change) => setParams(selectionParams(changeSelection(selection, change)))];
}

/**
 * `/fi_prospect/vendor_fit/predictions`: which products of a solution fit an institution, and why.
 * The ten sections in the spec's order (the institution, the product fit ranking, then one per
 * category comparing it with the chosen product's clients), the model's measured accuracy, a tab
 * of the product's client institutions and the whole as a workbook.
 */
export function PredictionsPage() {
  const [selection, update] = useSelection();
  const of: InstitutionSolution | null =
    selection.institution !== null && selection.solution !== null
      ? { institutionId: selection.institution, solutionId: selection.solution }
      : null;
  const solutions = useFitSolutions();
  const institution = useInstitutionDetail(selection.institution);
  const ranking = useRanking(of);
  const products = ranking.data?.products ?? [];
  const compared = comparedProduct(products, selection);
  const [downloading, setDownloading] = useState(false);
  const name = institution.data?.name ?? 'Institution';

  if (!of) {
    return (
      <Container size="lg" py="lg">
        <PageHeader title="VendorFit Predictions" />
        <Text>
          Choose an institution and a solution first:{' '}
          <Anchor component={Link} to={SELECT_PATH}>
            select an institution
          </Anchor>
          .
        </Text>
      </Container>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPredictions(of, compared?.product_id ?? null);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container fluid px="lg" py="lg" maw={1500}>
      <PageHeader
        title="VendorFit Predictions"
        description={
          institution.data && ranking.data
            ? `${name}: which ${ranking.data.solution.name} products fit, and why.`
            : 'Which products fit the institution, and why.'
        }
        actions={
          <>
            <Button component={Link} to={SELECT_PATH} variant="default">
              Change institution
            </Button>
            <Button onClick={download} loading={downloading} disabled={!ranking.data}>
              Download XLSX
            </Button>
          </>
        }
      />
      {ranking.error ? (
        <FormAlert>{errorMessage(ranking.error)}</FormAlert>
      ) : !ranking.data ? (
        <Skeleton height={200} aria-label="Loading predictions" />
      ) : (
        <Stack gap="md">
          <ModelAccuracy
            evaluation={ranking.data.evaluation}
            period={ranking.data.period}
            isDemo={ranking.data.is_demo}
          />
          <PredictionPickers
            solutions={solutions.data?.solutions ?? []}
            solutionId={of.solutionId}
            ranking={products}
            vendorId={selection.vendor}
            product={compared}
            onSolution={(id) => update({ solution: id })}
            onVendor={(id) => update({ vendor: id })}
            onProduct={(id) => update({ product: id })}
          />
          <Tabs
            value={selection.tab}
            onChange={(tab) => tab && update({ tab: tab as FitTab })}
            keepMounted={false}
          >
            <Tabs.List>
              {VENDOR_FIT_TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="product_fit_ranking" pt="md">
              <Stack gap="md">
                <InstitutionSection of={of} title={INSTITUTION_SECTION} />
                <RankingSection
                  title={RANKING_SECTION}
                  products={products}
                  comparedId={compared?.product_id ?? null}
                  onCompare={(p) => update({ compare: p })}
                />
                {VENDOR_FIT_CATEGORIES.map((category) => (
                  <CategorySection
                    key={category}
                    of={of}
                    category={category}
                    product={compared}
                    ranking={products}
                    institutionName={name}
                  />
                ))}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="client_institutions" pt="md">
              <ClientInstitutionsTab
                key={compared?.product_id ?? 0}
                product={compared}
                solution={ranking.data.solution}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Container>
  );
}
