import type { ElementProvider } from '../engine/provider.js';
import { contactSearchProvider } from './contact-search.js';
import { firmographicsProvider } from './firmographics.js';
import { marketAreaProvider } from './market-area.js';
import { selectInstitutionsProvider } from './select-institutions.js';
import { technographicsProvider } from './technographics.js';

/** The categories FIN Query ships with; later modules register theirs through the module's index. */
export const BUILT_IN_PROVIDERS: readonly ElementProvider[] = [
  selectInstitutionsProvider,
  firmographicsProvider,
  marketAreaProvider,
  technographicsProvider,
  contactSearchProvider,
];
