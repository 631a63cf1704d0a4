import { NCUA_ELECTRONIC_SERVICES } from '../../reference/ncua-electronic-services.js';
import type { Random } from './random.js';

/**
 * A credit union's answers to the NCUA 5300 electronic-services questions in a quarter, following
 * its digital channels: a mobile app answers "Mobile Banking" and "Mobile Application", an online
 * banking platform "Home Banking Via Internet Website" and "Online Banking", and a feature of either
 * answers its service (bill pay → Bill Payment, mobile deposit → Remote Deposit Capture ...). The
 * remaining questions (ATM, audio response, kiosk ...) follow the credit union's size and its own
 * draws, fixed for every quarter so an answer does not flicker.
 */

type ServiceCode = (typeof NCUA_ELECTRONIC_SERVICES)[number]['code'];

/** The service a feature of the credit union's apps or platform answers yes. */
export const FEATURE_SERVICES: Readonly<Record<string, readonly ServiceCode[]>> = {
  bill_pay: ['bill_payment'],
  mobile_deposit: ['remote_deposit_capture'],
  p2p: ['person_to_person'],
  zelle: ['person_to_person'],
  estatements: ['estatements'],
  external_transfers: ['external_transfers'],
  account_aggregation: ['account_aggregation'],
  wallet_provisioning: ['mobile_payments'],
  loan_payments: ['loan_payments'],
  account_opening: ['new_share_account', 'member_application'],
};

/** Chance by asset tier of a service that does not depend on the digital channels. */
const BY_TIER: Readonly<Partial<Record<ServiceCode, readonly number[]>>> = {
  atm: [0.72, 0.9, 0.97, 1, 1],
  audio_response: [0.55, 0.75, 0.88, 0.95, 0.95],
  kiosk: [0.01, 0.04, 0.12, 0.3, 0.4],
  pc_banking: [0.03, 0.04, 0.05, 0.05, 0.05],
  merchandise_purchase: [0.02, 0.03, 0.04, 0.05, 0.05],
  electronic_cash: [0.01, 0.02, 0.03, 0.03, 0.03],
  internet_access: [0.01, 0.015, 0.02, 0.02, 0.02],
  merchant_processing: [0.01, 0.03, 0.05, 0.08, 0.1],
};

const TIER_CHANCES = Object.entries(BY_TIER) as [ServiceCode, readonly number[]][];
const CODES: readonly ServiceCode[] = NCUA_ELECTRONIC_SERVICES.map((s) => s.code);

/** One uniform draw per question, made once per credit union. */
export type ServiceDraws = ReadonlyMap<ServiceCode, number>;

export function drawServices(random: Random): ServiceDraws {
  return new Map(NCUA_ELECTRONIC_SERVICES.map((s) => [s.code, random.next()]));
}

export type CreditUnionQuarter = {
  mobile: boolean;
  online: boolean;
  /** Feature codes of the mobile app and the online platform together. */
  features: ReadonlySet<string>;
  tier: number;
  /** The quarter end as a fractional year: e-signatures spread over the window. */
  year: number;
};

/** The service codes answered yes, in the NCUA's order. */
export function electronicServicesOf(quarter: CreditUnionQuarter, draws: ServiceDraws): string[] {
  const { mobile, online, features, tier } = quarter;
  const digital = mobile || online;
  const fromFeatures = new Set<string>();
  for (const feature of features) for (const code of FEATURE_SERVICES[feature] ?? []) fromFeatures.add(code);
  const below = (code: ServiceCode, chance: number) => (draws.get(code) ?? 1) < chance;
  const eSignature = 0.8 / (1 + Math.exp(-(quarter.year - 2021) / 2));
  const answer: Partial<Record<ServiceCode, boolean>> = {
    informational_website: true,
    internet_banking: online,
    online_banking: online,
    mobile_banking: mobile,
    mobile_application: mobile,
    wireless: mobile && below('wireless', 0.75),
    balance_inquiry: digital,
    account_history: digital,
    share_transfers: digital,
    download_history: online && below('download_history', 0.7),
    share_draft_orders: digital && below('share_draft_orders', 0.55),
    loan_application: digital && below('loan_application', 0.35 + 0.1 * tier),
    electronic_signature: digital && below('electronic_signature', eSignature),
    loan_payments: digital && below('loan_payments', 0.6),
    new_share_account: online && below('new_share_account', 0.25),
    member_application: online && below('member_application', 0.35),
  };
  for (const [code, chances] of TIER_CHANCES) answer[code] = below(code, chances[tier] ?? 0);
  return CODES.filter((code) => answer[code] || fromFeatures.has(code));
}
