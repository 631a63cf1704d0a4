import {
  EXCEL_NUMBER_FORMATS,
  type FitEvaluation,
  toNumberFormatCode,
  VENDOR_FIT_CATEGORIES,
  VENDOR_FIT_CATEGORY_LABELS,
  VENDOR_FIT_MESSAGES,
} from '@fin-atlas/domain';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import type { Database } from '../../../db/database.js';
import { unprocessable } from '../../../http/app-error.js';
import { fileSlug } from '../../../http/attachment.js';
import { recordDownload } from '../../downloads/index.js';
import type { Actor } from '../../identity/index.js';
import type { FitVariable, ProductFit, ProductProfile } from '../fit-model.js';
import { categoryElement, categoryVariables, productValues } from './category-view.js';
import { currentUse, type FitSubject, fitSubject } from './fit-subject.js';
import type { PredictionRow, PredictionSheet, predictionsXlsx } from './predictions-xlsx.task.js';
import { rankFor } from './ranking.js';
import { productProfile, type StoredModel, storedModel } from './stored-models.js';

const PREDICTIONS_XLSX = computeTask<typeof predictionsXlsx>(
  new URL('./predictions-xlsx.task.js', import.meta.url),
  'predictionsXlsx',
);

const SCORE_FORMAT = '0.0';
const percent = (x: number) => `${Math.round(x * 100)}%`;

export type PredictionsQuery = {
  institutionId: number;
  solutionId: number;
  productId?: number;
  vendorId?: number;
};

/** The product the sections compare with: the one asked for, the vendor's best fit, or the best fit. */
function comparedProduct(
  stored: StoredModel,
  ranking: readonly ProductFit[],
  query: PredictionsQuery,
): ProductProfile {
  if (query.productId !== undefined) return productProfile(stored, query.productId);
  const fit =
    query.vendorId === undefined
      ? ranking[0]
      : ranking.find((f) => stored.products.get(f.product_id)?.vendor_id === query.vendorId);
  if (!fit) throw unprocessable(VENDOR_FIT_MESSAGES.productNotInModel);
  return productProfile(stored, fit.product_id);
}

const accuracyText = (evaluation: FitEvaluation | null): string =>
  evaluation
    ? ` Accuracy on ${evaluation.holdout} held-out switches: top-1 ${percent(evaluation.top1)}, top-3 ${percent(evaluation.top3)} (most common product for the asset band and FI type: ${percent(evaluation.baseline_top1)}, ${percent(evaluation.baseline_top3)}).`
    : ' Too few switches were held out to measure its accuracy.';

function rankingSheet(
  stored: StoredModel,
  subject: FitSubject,
  ranking: readonly ProductFit[],
  currentId: number | null,
): PredictionSheet {
  const place = [subject.city, subject.state].filter(Boolean).join(', ');
  return {
    name: 'Product Fit Ranking',
    title: `Product Fit Ranking: ${subject.name}${place ? ` (${place})` : ''} for ${stored.solution.name}, variables as of ${stored.period}.${accuracyText(stored.evaluation)}${subject.isDemo ? ' Demo data.' : ''}`,
    columns: [
      { header: 'Rank', kind: 'figure', numFmt: '0' },
      { header: 'Vendor', kind: 'text' },
      { header: 'Product', kind: 'text' },
      { header: 'Fit Score', kind: 'figure', numFmt: SCORE_FORMAT },
      { header: 'Clients', kind: 'figure', numFmt: '#,##0' },
      { header: 'Current Product', kind: 'text' },
      ...VENDOR_FIT_CATEGORIES.map((c) => ({
        header: VENDOR_FIT_CATEGORY_LABELS[c],
        kind: 'figure' as const,
        numFmt: SCORE_FORMAT,
      })),
    ],
    rows: ranking.map((fit) => {
      const product = stored.products.get(fit.product_id);
      return {
        cells: [
          fit.rank,
          product?.vendor_name ?? '',
          product?.product_name ?? '',
          fit.fit_score,
          product?.clients ?? null,
          fit.product_id === currentId ? 'Yes' : '',
          ...VENDOR_FIT_CATEGORIES.map((c) => fit.categories[c]),
        ],
      };
    }),
  };
}

/** A variable's own Excel format: its display code's, or two decimals. */
const variableFormat = (variable: FitVariable): string | undefined => {
  if (variable.kind === 'categorical') return undefined;
  const code = toNumberFormatCode(variable.format);
  return code ? EXCEL_NUMBER_FORMATS[code] : '#,##0.00';
};

function categorySheet(
  stored: StoredModel,
  subject: FitSubject,
  ranking: readonly ProductFit[],
  product: ProductProfile,
  category: (typeof VENDOR_FIT_CATEGORIES)[number],
): PredictionSheet {
  const variables = categoryVariables(stored, category);
  const top = productValues(stored, ranking, variables);
  const topIds = Object.keys(top);
  const score = ranking.find((f) => f.product_id === product.product_id)?.categories[category] ?? 50;
  const label = VENDOR_FIT_CATEGORY_LABELS[category];
  return {
    name: label,
    title: `${label}: ${subject.name} against the clients of ${product.product_name} (${product.vendor_name}). Category score ${score} (50 is neutral, above favours the product).`,
    columns: [
      { header: 'Variable', kind: 'text' },
      { header: subject.name, kind: 'figure' },
      { header: `Percentile among ${product.product_name} clients`, kind: 'figure', numFmt: SCORE_FORMAT },
      { header: `${product.product_name} Median`, kind: 'figure' },
      { header: `${product.product_name} 25th Percentile`, kind: 'figure' },
      { header: `${product.product_name} 75th Percentile`, kind: 'figure' },
      { header: 'Share of Clients With This Value', kind: 'figure', numFmt: '0.0%' },
      { header: 'Contribution', kind: 'figure', numFmt: '0.000' },
      ...topIds.map((id) => ({
        header: `${stored.products.get(Number(id))?.product_name ?? id} Typical Client`,
        kind: 'figure' as const,
      })),
    ],
    rows: variables.map((variable): PredictionRow => {
      const e = categoryElement(stored, product, variable, subject.features[variable.key]);
      return {
        cells: [
          e.name,
          e.value,
          e.percentile,
          e.median,
          e.p25,
          e.p75,
          e.share,
          e.contribution,
          ...topIds.map((id) => top[id]?.[variable.key] ?? null),
        ],
        numFmt: variableFormat(variable),
        levels: variable.kind === 'categorical',
      };
    }),
  };
}

/**
 * GET /api/fit_profile/download.xlsx: the ranking and every category's comparison as a workbook.
 * The download is logged first, so the fingerprint in the file names a recorded download; the
 * workbook is written on a compute worker.
 */
export async function predictionsWorkbook(
  database: Database,
  actor: Actor,
  query: PredictionsQuery,
  params: Record<string, unknown>,
  activity: ActivityRecorder,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [stored, subject, current] = await Promise.all([
    storedModel(database, query.solutionId),
    fitSubject(database, query.institutionId),
    currentUse(database, query.institutionId, query.solutionId),
  ]);
  const ranking = rankFor(stored, subject);
  const product = comparedProduct(stored, ranking, query);
  const sheets = [
    rankingSheet(stored, subject, ranking, current?.product?.id ?? null),
    ...VENDOR_FIT_CATEGORIES.map((c) => categorySheet(stored, subject, ranking, product, c)),
  ];
  const fileName = `vendor-fit-${fileSlug(subject.name, 'institution')}-${fileSlug(stored.solution.name, 'solution')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  const stamp = await recordDownload(
    database.db,
    actor,
    {
      kind: 'vendor_fit',
      description: `VendorFit predictions: ${subject.name} for ${stored.solution.name}, against ${product.product_name}`,
      params,
      fileName,
      format: 'xlsx',
      rowCount: sheets.reduce((n, s) => n + s.rows.length, 0),
      module: 'fin_vendorfit',
    },
    activity,
  );
  const bytes = await runCompute(PREDICTIONS_XLSX, { sheets, stamp });
  return { fileName, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
