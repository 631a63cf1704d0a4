/**
 * The electronic-services questions of the NCUA 5300 profile (FS220D, described in AcctDesc.txt):
 * how members reach the credit union (886*) and what they can do there (887*, PI00*). A 1 (or Y)
 * answers yes. `code` is what electronic_services.services stores; `name` is NCUA's wording.
 */
export const NCUA_ELECTRONIC_SERVICES = [
  {
    account: 'acct_886a',
    code: 'internet_banking',
    name: 'Home Banking Via Internet Website',
    group: 'access',
  },
  { account: 'acct_886b', code: 'wireless', name: 'Wireless', group: 'access' },
  { account: 'acct_886c', code: 'pc_banking', name: 'Home Banking/PC Based', group: 'access' },
  { account: 'acct_886d', code: 'audio_response', name: 'Audio Response/Phone Based', group: 'access' },
  { account: 'acct_886e', code: 'atm', name: 'Automatic Teller Machine (ATM)', group: 'access' },
  { account: 'acct_886f', code: 'kiosk', name: 'Kiosk', group: 'access' },
  { account: 'acct_886h', code: 'mobile_banking', name: 'Mobile Banking', group: 'access' },
  { account: 'acct_pi0007', code: 'informational_website', name: 'Informational Website', group: 'access' },
  { account: 'acct_pi0008', code: 'mobile_application', name: 'Mobile Application', group: 'access' },
  { account: 'acct_pi0009', code: 'online_banking', name: 'Online Banking', group: 'access' },
  { account: 'acct_887a', code: 'member_application', name: 'Member Application', group: 'service' },
  { account: 'acct_887b', code: 'loan_application', name: 'Loan Application', group: 'service' },
  { account: 'acct_887c', code: 'balance_inquiry', name: 'Account Balance Inquiry', group: 'service' },
  { account: 'acct_887d', code: 'share_draft_orders', name: 'Share Draft Orders', group: 'service' },
  { account: 'acct_887e', code: 'new_share_account', name: 'New Share Account', group: 'service' },
  { account: 'acct_887f', code: 'loan_payments', name: 'Loan Payments', group: 'service' },
  { account: 'acct_887g', code: 'account_history', name: 'View Account History', group: 'service' },
  { account: 'acct_887h', code: 'merchandise_purchase', name: 'Merchandise Purchase', group: 'service' },
  { account: 'acct_887i', code: 'share_transfers', name: 'Share Account Transfers', group: 'service' },
  { account: 'acct_887j', code: 'bill_payment', name: 'Bill Payment', group: 'service' },
  { account: 'acct_887k', code: 'download_history', name: 'Download Account History', group: 'service' },
  { account: 'acct_887l', code: 'electronic_cash', name: 'Electronic Cash', group: 'service' },
  {
    account: 'acct_887m',
    code: 'account_aggregation',
    name: 'External or Third-Party Account Aggregation',
    group: 'service',
  },
  { account: 'acct_887n', code: 'internet_access', name: 'Internet Access Services', group: 'service' },
  {
    account: 'acct_887p',
    code: 'electronic_signature',
    name: 'Electronic Signature Authentication/Certification',
    group: 'service',
  },
  { account: 'acct_887r', code: 'estatements', name: 'e-Statements', group: 'service' },
  {
    account: 'acct_887s',
    code: 'external_transfers',
    name: 'External Transfers/Payment - ACH',
    group: 'service',
  },
  {
    account: 'acct_887t',
    code: 'merchant_processing',
    name: 'Merchant Processing Services',
    group: 'service',
  },
  { account: 'acct_887u', code: 'remote_deposit_capture', name: 'Remote Deposit Capture', group: 'service' },
  { account: 'acct_887v', code: 'mobile_payments', name: 'Mobile Payments', group: 'service' },
  { account: 'acct_pi0011', code: 'person_to_person', name: 'Person-to-Person', group: 'service' },
] as const;

export type ElectronicServiceCode = (typeof NCUA_ELECTRONIC_SERVICES)[number]['code'];

/** The account holding the credit union's web address. */
export const NCUA_WEBSITE_ACCOUNT = 'acct_891';

export const ELECTRONIC_SERVICE_NAME: ReadonlyMap<string, string> = new Map(
  NCUA_ELECTRONIC_SERVICES.map((s) => [s.code, s.name]),
);
