import type { FitModel } from '../fit-model.js';
import { binRows, binVariables, populationShares } from './bins.js';
import { baselineRanker, evaluateHoldout, type HoldoutCase, type StoredEvaluation } from './evaluate.js';
import type { FeatureTable } from './feature-table.js';
import { fitSolution } from './fit-solution.js';
import { type Client, keyedShares, type ProductInfo } from './profiles.js';
import type { VariableSpec } from './variables.js';

export type SolutionWork = {
  solution: { id: number; name: string };
  /** Variable keys this solution's model leaves out (its own technology, technology sharing its products). */
  excluded: readonly string[];
  clients: readonly Client[];
  products: readonly ProductInfo[];
  /** Held-out switches: rows of the held-out table, and the institution (out of training). */
  holdout: readonly (HoldoutCase & { institutionId: number })[];
};

export type FitModelsInput = {
  population: FeatureTable;
  holdout: FeatureTable;
  specs: readonly VariableSpec[];
  solutions: readonly SolutionWork[];
  window: { start: string; end: string };
};

export type FittedSolution = { model: FitModel; evaluation: StoredEvaluation };

/**
 * Every solution's model on the compute pool: the variables binned on the population, then per
 * solution a model fitted without the institutions that switched in the window, measured on those
 * switches against the asset-band baseline, and the stored model fitted on every client.
 */
export function fitModels(input: FitModelsInput): FittedSolution[] {
  const { population, holdout } = input;
  const variables = binVariables(input.specs, population);
  const bins = binRows(variables, population);
  const shares = populationShares(variables, bins);
  const keyed = keyedShares(variables, bins, population);
  return input.solutions.map((work) => {
    const excluded = new Set(work.excluded);
    const kept = variables.flatMap((v, i) => (excluded.has(v.key) ? [] : [i]));
    const base = {
      solution: work.solution,
      variables: kept.map((i) => variables[i]) as typeof variables,
      bins: kept.map((i) => bins[i]) as Int16Array[],
      keyed: new Map(
        [...keyed].map(([key, perVariable]) => [key, kept.map((i) => perVariable[i] as number[])]),
      ),
      population: shares,
      table: population,
      products: work.products,
    };
    const switchers = new Set(work.holdout.map((c) => c.institutionId));
    const training = work.clients.filter((c) => !switchers.has(population.ids[c.row] as number));
    const measured = fitSolution({ ...base, clients: training });
    const evaluation = evaluateHoldout(
      measured,
      holdout,
      work.holdout,
      baselineRanker(measured, population, training),
      input.window,
    );
    return { model: fitSolution({ ...base, clients: work.clients }), evaluation };
  });
}
