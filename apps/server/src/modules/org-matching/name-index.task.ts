import { type IndexedInstitution, InstitutionNameIndex } from './name-index.js';

/** On a compute worker: tokenising and indexing every institution's name is a few hundred ms. */
export function buildNameIndex(institutions: readonly IndexedInstitution[]): InstitutionNameIndex {
  return new InstitutionNameIndex(institutions);
}
