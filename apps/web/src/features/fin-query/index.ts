// FIN Query: prospect lists from a criteria tree, saved queries, prices and downloads.

// The report writer edits a Mortgage Lending measure's setting the way the builder stores it.
export { type MortgageChoice, mortgageChoice, mortgageProperties } from './builder/mortgage-properties';
export { FIN_QUERY_ROUTES } from './routes';
