import { registerElementProvider } from '../../fin-query/index.js';
import type { ModulePart } from '../module-part.js';
import { jobSearchProvider, siteSearchProvider } from './evidence-search-provider.js';

// Job postings and website pages are FIN Query's Custom Search categories Job Search and Site Search:
// registered as the module loads, so FIN Query never imports FIN Intent.
registerElementProvider(jobSearchProvider);
registerElementProvider(siteSearchProvider);

export const evidencePart: ModulePart = {};
