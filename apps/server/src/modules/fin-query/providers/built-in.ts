import type { ElementProvider } from '../engine/provider.js';
import { financialDataProvider } from './financial-data.js';
import { firmographicsProvider } from './firmographics.js';
import { performographicsProvider } from './performographics.js';

/**
 * The categories FIN Query ships with; later modules register theirs through the module's index.
 * Performographics comes before the metric trees: the builder lists Financial Data's sections in
 * registration order, and the spec puts Performographics first.
 */
export const BUILT_IN_PROVIDERS: readonly ElementProvider[] = [
  firmographicsProvider,
  performographicsProvider,
  financialDataProvider,
];
