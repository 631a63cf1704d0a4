// Institutions: the one institution summary and search call, the typeahead and table that show
// institutions with their firmographics, and how current the data is.
export { type InstitutionHit, type InstitutionSummary, useInstitutionSummaries } from './api';
export { DataAsOf } from './DataAsOf';
export { formatAssets, place } from './firmographics';
export { InstitutionTable } from './InstitutionTable';
export { InstitutionTypeahead } from './InstitutionTypeahead';
