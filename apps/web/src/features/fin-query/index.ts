// FIN Query: prospect lists from a criteria tree, saved queries, prices and downloads.
export type { BuilderRule } from './builder/criteria-tree';
// The rule value editors and operator helpers, for features whose rules are FIN Query rules (segments).
export { initialValue, isPresenceOperator, isRangeOperator } from './builder/criteria-tree';
// Other screens open the builder on a query they made (a FIN Intent signal's institutions at a level).
export { useOpenInBuilder } from './builder/handed-query';
// The report writer edits a Mortgage Lending measure's setting the way the builder stores it.
export { type MortgageChoice, mortgageChoice, mortgageProperties } from './builder/mortgage-properties';
export { RuleValueEditor } from './builder/RuleValueEditor';
export { FIN_QUERY_ROUTES } from './routes';
// Other screens hand a list of institutions over as a saved query the builder then opens.
export { type SaveQueryDraft, SaveQueryModal } from './saved';
