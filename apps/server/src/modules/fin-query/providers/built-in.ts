import type { ElementProvider } from '../engine/provider.js';
import { contactSearchProvider } from './contact-search.js';
import { financialDataProvider } from './financial-data.js';
import { firmographicsProvider } from './firmographics.js';
import { marketAreaProvider } from './market-area.js';
import { mortgageLendingProvider } from './mortgage-lending.js';
import { performographicsProvider } from './performographics.js';
import { selectInstitutionsProvider } from './select-institutions.js';
import { technographicsProvider } from './technographics.js';

/**
 * The categories FIN Query ships with (Mortgage Lending in its mortgage lender variant only); later
 * modules register theirs through the module's index.
 * Performographics comes before the metric trees: the builder lists Financial Data's sections in
 * registration order, and the spec puts Performographics first.
 */
export const BUILT_IN_PROVIDERS: readonly ElementProvider[] = [
  selectInstitutionsProvider,
  firmographicsProvider,
  marketAreaProvider,
  technographicsProvider,
  performographicsProvider,
  financialDataProvider,
  contactSearchProvider,
  mortgageLendingProvider,
];
