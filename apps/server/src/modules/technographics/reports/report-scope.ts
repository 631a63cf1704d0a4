/** What a report is about: a vendor, one product (optionally within one solution) or a solution. */
export type ReportScope =
  | { kind: 'vendor'; vendorId: number }
  | { kind: 'product'; productId: number; solutionId: number | null }
  | { kind: 'service'; solutionId: number };

/** Positional parameters for hand-written SQL: add() returns the placeholder for a value. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** The usage rows (alias t) of the report's entity, in use or not. */
export function scopeCondition(scope: ReportScope, params: SqlParams, alias = 't'): string {
  switch (scope.kind) {
    case 'vendor':
      return `${alias}.vendor_id = ${params.add(scope.vendorId)} and ${alias}.has_service`;
    case 'product':
      return scope.solutionId === null
        ? `${alias}.product_id = ${params.add(scope.productId)} and ${alias}.has_service`
        : `${alias}.product_id = ${params.add(scope.productId)} and ${alias}.solution_id = ${params.add(scope.solutionId)} and ${alias}.has_service`;
    case 'service':
      return `${alias}.solution_id = ${params.add(scope.solutionId)} and ${alias}.has_service`;
  }
}

export type UsageRow = {
  id: number;
  institution_id: number;
  solution_id: number;
  vendor_id: number | null;
  product_id: number | null;
  has_service: boolean;
  /** 'vendor' or 'service' (run in-house). */
  type: string;
  started_on: string;
  ended_on: string | null;
  end_reason: string | null;
};

/** The same test as scopeCondition, on a row already in memory. */
export function rowInScope(scope: ReportScope, row: UsageRow): boolean {
  if (!row.has_service) return false;
  switch (scope.kind) {
    case 'vendor':
      return row.vendor_id === scope.vendorId;
    case 'product':
      return (
        row.product_id === scope.productId &&
        (scope.solutionId === null || row.solution_id === scope.solutionId)
      );
    case 'service':
      return row.solution_id === scope.solutionId;
  }
}
