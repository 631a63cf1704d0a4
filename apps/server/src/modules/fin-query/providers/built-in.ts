import type { ElementProvider } from '../engine/provider.js';
import { firmographicsProvider } from './firmographics.js';

/** The categories FIN Query ships with; later modules register theirs through the module's index. */
export const BUILT_IN_PROVIDERS: readonly ElementProvider[] = [firmographicsProvider];
