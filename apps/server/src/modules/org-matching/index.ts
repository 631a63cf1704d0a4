// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';

/** Shared by conference import and CRM enrichment, which serve its routes under their own paths. */
export const register: AppModule = { name: 'org-matching' };

export { domainFromWebsite } from './domains.js';
export { defaultEnrichmentSolutions, solutionChoices, solutionsByIds } from './enrichment.js';
export { institutionIndex } from './institution-index.js';
export { addInstitutionsToList, type ListedInstitution } from './list-additions.js';
export { matchOrganisations } from './matcher.js';
export { orgListRoutes } from './org-list-routes.js';
export { createOrgList, institutionsById, listSummaries, matchedInstitutions } from './org-list-store.js';
export type { Tenant } from './tenant.js';
export { tenantOf } from './tenant.js';
export { readUploadedTable } from './upload-table.js';
