import {
  EXCEL_NUMBER_FORMATS,
  FI_TYPE_LABELS,
  type PerformographicReport,
  quarterLabel,
} from '@fin-atlas/domain';
import type { SheetColumn, SheetSpec } from '../../downloads';

/** Scores and percentiles read to one decimal, in Excel as on screen. */
const ONE_DECIMAL = '0.0';

/** The ranked list as a sheet: rank, institution, score, then each ingredient's value and percentile. */
export function reportSheet(report: PerformographicReport): SheetSpec {
  const columns: SheetColumn[] = [
    { header: 'Rank', kind: 'value', numFmt: '0' },
    { header: 'Institution ID', kind: 'id' },
    { header: 'Institution', kind: 'text' },
    { header: 'City', kind: 'text' },
    { header: 'State', kind: 'text' },
    { header: `${report.theme.name} score`, kind: 'value', numFmt: ONE_DECIMAL },
    ...report.ingredients.flatMap((i): SheetColumn[] => [
      { header: i.metric_name, kind: 'value', numFmt: EXCEL_NUMBER_FORMATS[i.format] },
      { header: `${i.metric_name} percentile`, kind: 'value', numFmt: ONE_DECIMAL },
    ]),
  ];
  const quarter = report.period ? ` ${quarterLabel(report.period)}` : '';
  return {
    kind: 'performographics',
    sheetName: `${report.theme.name} ${FI_TYPE_LABELS[report.fi_type]}${quarter}`,
    columns,
    rows: report.rows.map((row) => ({
      cells: [
        row.rank,
        row.institution_id,
        row.name,
        row.city,
        row.state,
        row.score,
        ...row.ingredients.flatMap((i) => [i.value, i.percentile]),
      ],
    })),
  };
}
