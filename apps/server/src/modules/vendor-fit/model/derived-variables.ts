import { categoricalColumn, type FeatureTable, numericColumn } from './feature-table.js';

/** A lending business is focused on a kind of loan from this share of its loans; below it, diversified. */
const FOCUS_SHARE = 0.4;

const LOAN_KINDS = [
  ['residential_loans_share', 'Residential'],
  ['commercial_real_estate_loans_share', 'Commercial Real Estate'],
  ['commercial_loans_share', 'Commercial & Industrial'],
  ['consumer_loans_share', 'Consumer'],
] as const;

const ratio = (a: number, b: number): number => (b > 0 && Number.isFinite(a) ? a / b : Number.NaN);

/** Variables worked out from the metric and branch columns: mix concentration, per-branch and per-account figures. */
export function fillDerivedVariables(table: FeatureTable): void {
  const col = (key: string) => numericColumn(table, key);
  const shares = LOAN_KINDS.map(([key]) => col(key));
  const [loans, equity, assets, deposits, employees, offices, accounts, expense] = [
    'total_loans',
    'total_equity',
    'total_assets',
    'total_deposits',
    'employees',
    'offices',
    'members_or_deposit_accounts',
    'is_noninterest_expense',
  ].map(col) as Float64Array[];
  const cre = col('commercial_real_estate_loans_share');
  const out = {
    concentration: col('loan_concentration'),
    creToEquity: col('cre_to_equity'),
    assetsPerBranch: col('assets_per_branch'),
    depositsPerBranch: col('deposits_per_branch'),
    employeesPerBranch: col('employees_per_branch'),
    loansPerEmployee: col('loans_per_employee'),
    expensePerAccount: col('expense_per_account'),
  };
  const focus = categoricalColumn(table, 'lending_focus');
  for (let row = 0; row < table.ids.length; row++) {
    const mix = shares.map((s) => s[row] as number);
    if (mix.every(Number.isFinite)) {
      const other = Math.max(0, 1 - mix.reduce((a, b) => a + b, 0));
      out.concentration[row] = [...mix, other].reduce((sum, s) => sum + s * s, 0);
      const largest = mix.indexOf(Math.max(...mix));
      focus[row] =
        (mix[largest] as number) >= FOCUS_SHARE ? (LOAN_KINDS[largest]?.[1] ?? null) : 'Diversified';
    }
    const at = (c: Float64Array | undefined) => (c?.[row] ?? Number.NaN) as number;
    out.creToEquity[row] = ratio(at(cre) * at(loans), at(equity));
    out.assetsPerBranch[row] = ratio(at(assets), at(offices));
    out.depositsPerBranch[row] = ratio(at(deposits), at(offices));
    out.employeesPerBranch[row] = ratio(at(employees), at(offices));
    out.loansPerEmployee[row] = ratio(at(loans), at(employees));
    // Expense is in $ thousands; per account in whole dollars.
    out.expensePerAccount[row] = ratio(1000 * at(expense), at(accounts));
  }
  delete table.numeric.is_noninterest_expense;
}
