import {
  ASSET_BANDS,
  fiTypeLabel,
  type StrategyWhiteSpace,
  WHITE_SPACE_FIT_FACTORS,
  WHITE_SPACE_FIT_LABELS,
  WHITE_SPACE_STATUS_LABELS,
  WHITE_SPACE_STATUSES,
  type WhiteSpaceStatus,
} from '@fin-atlas/domain';
import type { SheetSpec } from '../downloads';
import { EXCEL } from './figures';

/** The statuses a breakdown shows: all of them for a product, users and non-users for a solution. */
export function shownStatuses(view: StrategyWhiteSpace): readonly WhiteSpaceStatus[] {
  return view.target.product
    ? WHITE_SPACE_STATUSES
    : WHITE_SPACE_STATUSES.filter((s) => s === 'using' || s === 'no_service' || s === 'not_researched');
}

/** "Uses Acme Mobile" for a product, "Offers Mobile Banking" for a solution. */
export function statusLabel(view: StrategyWhiteSpace, status: WhiteSpaceStatus): string {
  if (status !== 'using') return WHITE_SPACE_STATUS_LABELS[status];
  return view.target.product ? `Uses ${view.target.product.name}` : `Offers ${view.target.solution.name}`;
}

export const bandLabel = (id: number | null): string =>
  ASSET_BANDS.find((b) => b.id === id)?.label ?? 'Not reported';

/** The prospects as an Excel sheet: rank, institution, what it runs today, fit score and its factors. */
export function prospectsSheet(view: StrategyWhiteSpace): SheetSpec {
  return {
    kind: 'white_space',
    sheetName: 'White space prospects',
    columns: [
      { header: 'Rank', kind: 'value', numFmt: EXCEL.count },
      { header: 'Institution', kind: 'text' },
      { header: 'RSSD ID', kind: 'id' },
      { header: 'Cert / Charter', kind: 'text' },
      { header: 'FI type', kind: 'text' },
      { header: 'City', kind: 'text' },
      { header: 'State', kind: 'text' },
      { header: 'Total assets', kind: 'value', numFmt: EXCEL.assets },
      { header: 'Asset band', kind: 'text' },
      { header: view.segmentation.name, kind: 'text' },
      { header: 'Status', kind: 'text' },
      { header: 'Runs today', kind: 'text' },
      { header: 'Fit score', kind: 'value', numFmt: EXCEL.score },
      ...WHITE_SPACE_FIT_FACTORS.map((f) => ({
        header: `${WHITE_SPACE_FIT_LABELS[f]} fit`,
        kind: 'value' as const,
        numFmt: EXCEL.share,
      })),
    ],
    rows: [
      { heading: true, cells: [`White space of ${view.target.label} in ${view.market.name}`] },
      ...view.prospects.rows.map((p, i) => ({
        cells: [
          i + 1,
          p.name,
          p.rssd_id,
          p.regulatory_id,
          fiTypeLabel(p.fi_type),
          p.city,
          p.state,
          p.assets,
          bandLabel(p.asset_band),
          p.segment,
          statusLabel(view, p.status),
          p.current,
          p.score,
          ...WHITE_SPACE_FIT_FACTORS.map((f) => p.factors[f]),
        ],
      })),
    ],
  };
}
