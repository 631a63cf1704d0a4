import { add, div, item, sub } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { bankMetric, orZero, SPAN } from './common.js';
import { B } from './terms.js';

/** Bank Detailed Metrics: capital adequacy (FDIC condition ratios and regulatory capital). */

export const BANK_CAPITAL: readonly MetricDefinition[] = [
  bankMetric({
    id: 'bank_tier1_risk_based_capital_ratio',
    name: 'Tier 1 Risk-Based Capital Ratio',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: true,
    formula: div(item('rbct1j'), item('rwajt')),
    definition: `Tier 1 (core) capital (rbct1j) as a percent of risk-weighted assets (rwajt) (FDIC rbc1rwaj). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_total_risk_based_capital_ratio',
    name: 'Total Risk-Based Capital Ratio',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: true,
    formula: div(add(item('rbct1j'), orZero(item('rbct2'))), item('rwajt')),
    definition: `Tier 1 plus tier 2 capital (rbct1j + rbct2) as a percent of risk-weighted assets (rwajt) (FDIC rbcrwaj). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_risk_weighted_assets_to_assets',
    name: 'Risk-Weighted Assets to Assets',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: null,
    formula: div(item('rwajt'), B.assets),
    definition: `Risk-weighted assets (rwajt) as a percent of total assets: the riskiness of the balance sheet as the capital rules weigh it. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_tangible_equity_ratio',
    name: 'Tangible Equity to Tangible Assets',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: true,
    formula: div(sub(B.equity, orZero(item('intan'))), sub(B.assets, orZero(item('intan')))),
    definition: `Total equity less goodwill and other intangibles, as a percent of total assets less the same intangibles ((eqtot − intan) ÷ (asset − intan)). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_intangibles_to_equity',
    name: 'Goodwill and Intangibles to Equity',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: false,
    formula: div(item('intan'), B.equity),
    definition: `Goodwill and other intangible assets (intan) as a percent of total equity capital. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_tier1_capital_to_equity',
    name: 'Tier 1 Capital to Equity',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: null,
    formula: div(item('rbct1j'), B.equity),
    definition: `Tier 1 capital (rbct1j) as a percent of total equity capital (eqtot). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_allowance_to_equity',
    name: 'Allowance to Equity',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: null,
    formula: div(B.allowance, B.equity),
    definition: `Allowance for loan and lease losses (lnatres) as a percent of total equity capital. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_insider_loans_to_equity',
    name: 'Insider Loans to Equity',
    group: 'Capital Adequacy',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: false,
    formula: div(item('lnexamt'), B.equity),
    definition: `Loans to executive officers, directors and principal shareholders (lnexamt) as a percent of total equity capital. ${SPAN.point}`,
  }),
];
