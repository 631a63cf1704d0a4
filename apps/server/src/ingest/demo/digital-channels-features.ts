import { DIGITAL_FEATURES, type DigitalChannel } from '@fin-atlas/domain';

/**
 * How the digital banking features spread through the market, and which technographics solution
 * says whether an institution offers one. A feature follows a logistic curve: `ceiling` is the share
 * of institutions that ever offer it, `midYear` the year half of them do, `spreadYears` how slowly it
 * spreads. Larger institutions and vendors that lead on features are earlier on every curve.
 */
export type FeatureDiffusion = {
  code: (typeof DIGITAL_FEATURES)[number]['code'];
  ceiling: number;
  midYear: number;
  spreadYears: number;
  /** Multiplies the ceiling for credit unions (Zelle reached banks first). */
  creditUnionFactor?: number;
};

const DIFFUSION: readonly FeatureDiffusion[] = [
  { code: 'mobile_deposit', ceiling: 0.97, midYear: 2014, spreadYears: 1.8 },
  { code: 'p2p', ceiling: 0.92, midYear: 2018, spreadYears: 2.2 },
  { code: 'zelle', ceiling: 0.8, midYear: 2023, spreadYears: 1.6, creditUnionFactor: 0.7 },
  { code: 'card_controls', ceiling: 0.92, midYear: 2021.5, spreadYears: 1.8 },
  { code: 'biometric_login', ceiling: 0.97, midYear: 2020, spreadYears: 1.8 },
  { code: 'budgeting', ceiling: 0.65, midYear: 2022.5, spreadYears: 2.2 },
  { code: 'chat', ceiling: 0.75, midYear: 2025, spreadYears: 1.5 },
  { code: 'bill_pay', ceiling: 0.97, midYear: 2012, spreadYears: 2 },
  { code: 'external_transfers', ceiling: 0.88, midYear: 2017, spreadYears: 2.5 },
  { code: 'alerts', ceiling: 0.95, midYear: 2015, spreadYears: 2 },
  { code: 'credit_score', ceiling: 0.6, midYear: 2023, spreadYears: 2 },
  { code: 'travel_notices', ceiling: 0.7, midYear: 2020, spreadYears: 2.5 },
  { code: 'wallet_provisioning', ceiling: 0.8, midYear: 2021.5, spreadYears: 2 },
  { code: 'account_opening', ceiling: 0.6, midYear: 2024, spreadYears: 2 },
  { code: 'estatements', ceiling: 0.97, midYear: 2013, spreadYears: 2 },
  { code: 'secure_messaging', ceiling: 0.75, midYear: 2018.5, spreadYears: 2.5 },
  { code: 'savings_goals', ceiling: 0.5, midYear: 2024.5, spreadYears: 2 },
  { code: 'early_direct_deposit', ceiling: 0.45, midYear: 2025, spreadYears: 1.6 },
  { code: 'account_aggregation', ceiling: 0.45, midYear: 2023.5, spreadYears: 2.5 },
  { code: 'loan_payments', ceiling: 0.9, midYear: 2016.5, spreadYears: 2.5 },
];

/** The technographics solution whose row for an institution says whether it offers the feature. */
export const FEATURE_SOLUTION: Readonly<Partial<Record<FeatureDiffusion['code'], string>>> = {
  mobile_deposit: 'Consumer Mobile Deposit',
  p2p: 'Person-to-Person Payments',
  card_controls: 'Card Controls',
  budgeting: 'Personal Financial Management',
  chat: 'Digital Banking Chatbot',
  bill_pay: 'Consumer Bill Pay',
  alerts: 'Banking Alerts & Notifications',
  credit_score: 'Credit Score Monitoring',
  wallet_provisioning: 'Digital Wallet Provisioning',
  account_opening: 'Digital Account Opening (Consumer)',
  estatements: 'eStatements',
  secure_messaging: 'Secure Messaging',
  savings_goals: 'Savings Goals & Round-ups',
  account_aggregation: 'Account Aggregation',
  loan_payments: 'Digital Loan Payments',
};

/** A feature as the plan uses it: its id, the channels it exists in, its curve and its solution. */
export type PlannedFeature = {
  id: number;
  code: FeatureDiffusion['code'];
  channels: readonly DigitalChannel[];
  diffusion: FeatureDiffusion;
  solution: string | null;
};

export const PLANNED_FEATURES: readonly PlannedFeature[] = DIGITAL_FEATURES.map((f) => {
  const diffusion = DIFFUSION.find((d) => d.code === f.code);
  if (!diffusion) throw new Error(`no diffusion curve for the digital feature ${f.code}`);
  return {
    id: f.id,
    code: f.code,
    channels: f.channels,
    diffusion,
    solution: FEATURE_SOLUTION[f.code] ?? null,
  };
});

/**
 * The share of institutions offering a feature at `year` (fractional), for an institution `yearsAhead`
 * of the market (its size and its vendor's lead).
 */
export function adoptionShare(
  diffusion: FeatureDiffusion,
  year: number,
  yearsAhead: number,
  creditUnion: boolean,
): number {
  const ceiling = diffusion.ceiling * (creditUnion ? (diffusion.creditUnionFactor ?? 1) : 1);
  return ceiling / (1 + Math.exp(-(year + yearsAhead - diffusion.midYear) / diffusion.spreadYears));
}
