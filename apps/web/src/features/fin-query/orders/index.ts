// Prices, downloads and orders of FIN Query lists; what the builder embeds and calls.
export { type DownloadedOrder, downloadQuery, type PricedQuery, priceQuery } from './api';
export { CURRENT_QUERY_KEY, DOWNLOAD_PATH, readCurrentQuery, storeCurrentQuery } from './current-query';
export { QueryDownloadPanel, type QueryDownloadPanelProps } from './QueryDownloadPanel';
