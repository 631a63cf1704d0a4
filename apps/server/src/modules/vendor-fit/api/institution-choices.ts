import { type FitInstitution, VENDOR_FIT_LIMITS } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { institutionSearchFor } from '../../institutions/index.js';
import { FIT_FI_TYPES } from './fit-subject.js';

// Merged and failed institutions match the typeahead too; asking for a few more keeps the list
// full after they are dropped.
const HEADROOM = 2;

/**
 * GET /api/fit_profile/institutions: the active banks and credit unions the typed text names (by
 * name, city or an identifier such as the cert), through the app's one institution search.
 */
export async function institutionChoices(database: Database, text: string): Promise<FitInstitution[]> {
  const limit = VENDOR_FIT_LIMITS.institutionList;
  const hits = await institutionSearchFor(database).search({
    q: text,
    fiTypes: FIT_FI_TYPES,
    limit: limit * HEADROOM,
  });
  return hits
    .filter((hit) => hit.inactive === null)
    .slice(0, limit)
    .map((hit) => ({
      id: hit.id,
      name: hit.name,
      city: hit.city,
      state: hit.state,
      fi_type: hit.fi_type,
      assets: hit.assets,
      rssd_id: hit.rssd_id,
      regulatory_id: hit.regulatory_id,
    }));
}
