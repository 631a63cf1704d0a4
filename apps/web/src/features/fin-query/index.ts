// FIN Query: prospect lists from a criteria tree, saved queries, prices and downloads.
export { FIN_QUERY_ROUTES } from './routes';
// Other screens hand a list of institutions over as a saved query the builder then opens.
export { type SaveQueryDraft, SaveQueryModal } from './saved';
