import { VENDOR_FIT_HOLDOUT_QUARTERS } from '@fin-atlas/domain';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import type { Database } from '../../../db/database.js';
import { finishModelRun } from '../../../jobs/model-runs.js';
import { addQuarters, latestQuarterEndOn, type Period } from '../../../metrics/periods.js';
import { concatTables, type FeatureTable } from './feature-table.js';
import type { FitModelsInput, FittedSolution, fitModels, SolutionWork } from './fit-models.task.js';
import { startRun } from './model-runs.js';
import {
  currentProducts,
  modelledSolutions,
  productInfo,
  type SolutionRef,
  type SwitchRow,
  sharedProductPairs,
  switchesBetween,
  technologySolutions,
} from './read-clients.js';
import { readFeatureTable } from './read-features.js';
import { allVariables, techTenureKey, techVendorKey, type VariableSpec } from './variables.js';
import { writeFit } from './write-fit.js';

const FIT_MODELS = computeTask<typeof fitModels>(
  new URL('./fit-models.task.js', import.meta.url),
  'fitModels',
);

export type VendorFitSummary = {
  period: string | null;
  institutions: number;
  variables: number;
  seconds: number;
  solutions: {
    id: number;
    name: string;
    products: number;
    clients: number;
    evidence_weight: number;
    evaluation: FittedSolution['evaluation'];
  }[];
};

/** The quarter end before a day: the variables a switch is predicted from. */
export const quarterBefore = (day: string): Period =>
  latestQuarterEndOn(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

/** Each switcher's variables at the quarter before its switch, as one table; returns each switch's row. */
async function holdoutTable(
  database: Database,
  switches: readonly SwitchRow[],
  techSolutions: readonly SolutionRef[],
  period: string,
): Promise<{ table: FeatureTable; rowOf: (s: SwitchRow) => number | undefined }> {
  const byPeriod = new Map<Period, Set<number>>();
  for (const s of switches) {
    const at = quarterBefore(s.switched_on);
    byPeriod.set(at, (byPeriod.get(at) ?? new Set()).add(s.institution_id));
  }
  const tables: FeatureTable[] = [];
  const rows = new Map<string, number>();
  let offset = 0;
  for (const [at, ids] of [...byPeriod].sort(([a], [b]) => a.localeCompare(b))) {
    const table = await readFeatureTable(database, { period: at, ids: [...ids], techSolutions });
    table.ids.forEach((id, row) => {
      rows.set(`${at}:${id}`, offset + row);
    });
    offset += table.ids.length;
    tables.push(table);
  }
  return {
    table: concatTables(period, tables),
    rowOf: (s) => rows.get(`${quarterBefore(s.switched_on)}:${s.institution_id}`),
  };
}

/** What each solution's model leaves out: its own technology variables and those sharing its products. */
function exclusions(
  solution: SolutionRef,
  shared: readonly { solution_id: number; tech_id: number }[],
): string[] {
  const techIds = [solution.id, ...shared.filter((p) => p.solution_id === solution.id).map((p) => p.tech_id)];
  return techIds.flatMap((id) => [techVendorKey(id), techTenureKey(id)]);
}

/** The work of each modelled solution: its clients, candidate products and held-out switches. */
async function solutionWork(
  database: Database,
  population: FeatureTable,
  solutions: readonly SolutionRef[],
  techSolutions: readonly SolutionRef[],
  switches: readonly SwitchRow[],
  holdout: { rowOf: (s: SwitchRow) => number | undefined },
): Promise<SolutionWork[]> {
  const ids = solutions.map((s) => s.id);
  const owned = await currentProducts(database, population.period, ids);
  const products = await productInfo(database, [
    ...owned.map((o) => o.product_id),
    ...switches.map((s) => s.new_product_id),
  ]);
  const shared = await sharedProductPairs(
    database,
    ids,
    techSolutions.map((s) => s.id),
  );
  const rowOfInstitution = new Map(population.ids.map((id, row) => [id, row]));
  return solutions.map((solution) => {
    const clients = owned.flatMap((o) => {
      const row = rowOfInstitution.get(o.institution_id);
      return o.solution_id === solution.id && row !== undefined ? [{ row, productId: o.product_id }] : [];
    });
    const cases = switches.flatMap((s) => {
      const row = s.solution_id === solution.id ? holdout.rowOf(s) : undefined;
      return row === undefined
        ? []
        : [
            {
              row,
              institutionId: s.institution_id,
              oldProductId: s.old_product_id,
              oldVendorId: s.old_vendor_id,
              newProductId: s.new_product_id,
            },
          ];
    });
    return { solution, excluded: exclusions(solution, shared), clients, products, holdout: cases };
  });
}

/**
 * What a fit reads: every active bank's and credit union's variables at `period`, each modelled
 * solution's clients, and the switches of the last VENDOR_FIT_HOLDOUT_QUARTERS quarters with the
 * switchers' variables at the quarter before each switch.
 */
export async function readFitInput(
  database: Database,
  period: string,
  say: (message: string) => void = () => {},
): Promise<FitModelsInput> {
  const solutions = await modelledSolutions(database, period);
  const techSolutions = await technologySolutions(database, period);
  const specs: VariableSpec[] = allVariables(techSolutions);
  say(`reading ${specs.length} variables at ${period}`);
  const population = await readFeatureTable(database, { period, techSolutions });
  const windowStart = addQuarters(period, -VENDOR_FIT_HOLDOUT_QUARTERS);
  const switches = await switchesBetween(
    database,
    solutions.map((s) => s.id),
    windowStart,
    period,
  );
  say(`reading ${switches.length} held-out switches`);
  const holdout = await holdoutTable(database, switches, techSolutions, period);
  const work = await solutionWork(database, population, solutions, techSolutions, switches, holdout);
  return {
    population,
    holdout: holdout.table,
    specs,
    solutions: work,
    window: { start: nextDay(windowStart), end: period },
  };
}

/**
 * Fits every VendorFit model on the latest data: reads the variables of every active bank and credit
 * union at the latest quarter, each modelled solution's clients and the switches of the last
 * VENDOR_FIT_HOLDOUT_QUARTERS quarters (read at the quarter before each switch), fits and measures the
 * models on the compute pool, and writes the models, the variables and the run in one transaction.
 */
export async function fitVendorFitModels(
  database: Database,
  options: { onProgress?: (message: string) => void } = {},
): Promise<VendorFitSummary> {
  const started = performance.now();
  const say = options.onProgress ?? (() => {});
  const run = await startRun(database);
  try {
    const [latest] = await database.query<{ period: string | null }>(
      `select max(latest_period)::text as period from institutions
        where active and fi_type in ('bank', 'credit_union')`,
    );
    const period = latest?.period ?? null;
    if (!period) {
      const summary: VendorFitSummary = { period, institutions: 0, variables: 0, seconds: 0, solutions: [] };
      await writeFit(database, { run, period, fitted: [], population: null, summary });
      return summary;
    }
    const input = await readFitInput(database, period, say);
    say(`fitting ${input.solutions.length} solutions over ${input.population.ids.length} institutions`);
    const fitted = await runCompute(FIT_MODELS, input);
    const { population, specs } = input;
    const summary: VendorFitSummary = {
      period,
      institutions: population.ids.length,
      variables: specs.length,
      seconds: 0,
      solutions: fitted.map(({ model, evaluation }) => ({
        id: model.solution_id,
        name: model.solution_name,
        products: model.products.length,
        clients: model.products.reduce((n, p) => n + p.clients, 0),
        evidence_weight: model.evidence_weight,
        evaluation,
      })),
    };
    summary.seconds = Math.round((performance.now() - started) / 100) / 10;
    await writeFit(database, { run, period, fitted, population, summary });
    say(`fitted ${fitted.length} VendorFit models in ${summary.seconds}s`);
    return summary;
  } catch (error) {
    await finishModelRun(database, run, { error }).catch(() => undefined);
    throw error;
  }
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
