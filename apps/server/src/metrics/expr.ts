/**
 * The formula language of the metric catalog. Metrics are data, so the same definitions drive
 * computation, the definitions users read, and the line items the importers and generator must fill.
 */
export type Expr =
  | { op: 'item'; code: string }
  | { op: 'flow'; code: string }
  | { op: 'avg'; code: string; qtr?: string; ytd?: string }
  | { op: 'const'; value: number }
  | { op: 'add' | 'sub' | 'mul' | 'div' | 'min' | 'max'; args: Expr[] }
  | { op: 'annualize'; arg: Expr }
  | { op: 'yearAgo'; arg: Expr }
  | { op: 'growth'; arg: Expr }
  | { op: 'sumNonNull'; args: Expr[] }
  | { op: 'firstNonZero'; args: Expr[] }
  | { op: 'avgOf'; arg: Expr; points: 'window' | 'ends' };
