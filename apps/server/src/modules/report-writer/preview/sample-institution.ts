import { REPORT_WRITER_MESSAGES, type ReportPreview, reportInstitutionTypes } from '@fin-atlas/domain';
import { unprocessable } from '../../../http/app-error.js';
import type { EngineContext } from '../../fin-query/index.js';
import type { Actor } from '../../identity/index.js';

export type Sample = { position: number; chosenBy: ReportPreview['chosen_by'] };

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The institution a preview shows: the one asked for; else, for an institution user, their own (the
 * active institution named as their company, as FIN Query's "my institution" reads it); else the
 * largest of the report's type. A mortgage lender report may show any institution its variant lists.
 */
export function sampleInstitution(
  context: EngineContext,
  actor: Actor,
  request: { institutionId: number | null; fiType: string; isMbc: boolean },
): Sample {
  const { universe, variant } = context;
  const types = reportInstitutionTypes(request.fiType);
  const fits = (position: number) => {
    const row = universe.rows[position];
    return (
      universe.members[variant][position] === 1 &&
      row !== undefined &&
      (request.isMbc || types.includes(row.fiType))
    );
  };
  if (request.institutionId !== null) {
    const position = universe.positionOf.get(request.institutionId);
    if (position === undefined || !fits(position)) {
      throw unprocessable(REPORT_WRITER_MESSAGES.sampleNotActive, [
        { path: 'institution_id', message: REPORT_WRITER_MESSAGES.sampleNotActive },
      ]);
    }
    return { position, chosenBy: 'request' };
  }
  const company = actor.user.isFiMenu ? fold(actor.user.companyName ?? '') : '';
  if (company !== '') {
    const own = universe.rows.findIndex((row, position) => fold(row.name) === company && fits(position));
    if (own >= 0) return { position: own, chosenBy: 'own_institution' };
  }
  // The universe lists institutions largest first.
  const largest = universe.rows.findIndex((_, position) => fits(position));
  if (largest < 0) throw unprocessable(REPORT_WRITER_MESSAGES.noSample);
  return { position: largest, chosenBy: 'largest' };
}
