// The module's only public surface: its registration.
import type { AppModule } from '../../http/app-module.js';
import { evidencePart } from './evidence/part.js';
import { scoringPart } from './scoring/part.js';
import { signalsPart } from './signals/part.js';

const PARTS = [evidencePart, scoringPart, signalsPart];

/**
 * FIN Intent: which institutions are researching a solution, and why. Evidence (job postings,
 * website pages, executive moves) is searchable as FIN Query's Custom Search; signals weigh it with
 * technographics, financial triggers and structure events into scored levels per quarter.
 */
export const register: AppModule = {
  name: 'fin-intent',
  async routes(app, context) {
    for (const part of PARTS) await part.routes?.(app, context);
  },
  jobs: PARTS.flatMap((part) => part.jobs ?? []),
};

export { queueIntentScoring } from './scoring/scoring-job.js';
export { type ScoringOptions, scoreIntentSignals } from './scoring/scoring-pass.js';
