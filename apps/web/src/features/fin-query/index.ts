// FIN Query: prospect lists from a criteria tree, saved queries, prices and downloads.
export { FIN_QUERY_ROUTES } from './routes';
