// Institutions: the one institution summary and search call, the typeahead and table that show
// institutions with their firmographics, and how current the data is.
export {
  type InstitutionHit,
  type InstitutionSummary,
  institutionKeys,
  useInstitutionHits,
  useInstitutionSummaries,
} from './api';
export { DataAsOf } from './DataAsOf';
export { dataStatusKey, useDataStatus } from './data-status-api';
export { firmographicLine, formatAssets, place } from './firmographics';
export { InstitutionLogo } from './InstitutionLogo';
export { InstitutionTable } from './InstitutionTable';
export { InstitutionTypeahead } from './InstitutionTypeahead';
