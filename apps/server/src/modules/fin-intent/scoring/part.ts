import { registerElementProvider } from '../../fin-query/index.js';
import type { ModulePart } from '../module-part.js';
import { intentProvider } from './intent-provider.js';
import { registerScoringJob } from './scoring-job.js';

// FIN Intent is FIN Query's 'FIN Intent' category (and so a report writer segment and a Reporter
// element): registered as the module loads, so FIN Query never imports this module.
registerElementProvider(intentProvider);

/** Scores, levels and evidence: the pass after every data load (or signal change) and the FIN Query category. */
export const scoringPart: ModulePart = {
  jobs: [registerScoringJob],
};
