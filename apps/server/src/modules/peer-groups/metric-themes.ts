import { PEER_GROUP_THEMES, type PeerGroupRangeId, type PeerGroupThemeId } from '@fin-atlas/domain';
import { metricsFor } from '../../metrics/catalog/index.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';

const IN_THEME: Record<PeerGroupThemeId, (m: MetricDefinition) => boolean> = {
  loan_mix: (m) => m.group === 'Loan Mix',
  deposit_mix: (m) => m.group === 'Deposit Mix' || m.group === 'Share Mix',
  fee_mix: (m) => m.group === 'Fee Mix' || m.group === 'Non-Interest Income Mix',
  profit: (m) => m.advisorSection === 'profit',
  growth: (m) => m.advisorSection === 'growth',
  risk: (m) => m.advisorSection === 'risk',
};

const isMetricTree = (m: MetricDefinition) =>
  m.category === 'Common Metrics' || m.category === 'Detailed Metrics';

/** The catalog metrics a theme row may filter on for an FI type, in catalog order. */
export function themeMetrics(theme: PeerGroupThemeId, fiType: string): MetricDefinition[] {
  return metricsFor(fiType).filter((m) => isMetricTree(m) && IN_THEME[theme](m));
}

export function themeName(theme: PeerGroupThemeId): string {
  return PEER_GROUP_THEMES.find((t) => t.id === theme)?.name ?? theme;
}

/**
 * The metric behind each count range; assets are read from the institution's latest assets instead.
 * Deposit accounts are members for a credit union, as the catalog's common metric defines them.
 */
export const RANGE_METRICS: Record<Exclude<PeerGroupRangeId, 'assets'>, string> = {
  deposit_accounts: 'members_or_deposit_accounts',
  branches: 'offices',
};

/** Common metrics (same meaning for banks and credit unions) compared when ranking suggested peers. */
export const SIMILARITY_METRICS = {
  loanMix: [
    'residential_loans_share',
    'commercial_real_estate_loans_share',
    'commercial_loans_share',
    'consumer_loans_share',
    'credit_card_loans_share',
    'auto_loans_share',
  ],
  depositMix: [
    'transaction_deposits_share',
    'savings_deposits_share',
    'time_deposits_share',
    'retirement_deposits_share',
    'wholesale_deposits_share',
  ],
} as const;
