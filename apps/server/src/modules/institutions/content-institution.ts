import { CONTENT_MESSAGES, type ContentInstitution } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { institutions } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { contractViolation, type InputFailure } from '../../http/contracts.js';
import { route, SUPER_ADMIN } from '../identity/index.js';

/** The columns a content console shows of an institution. */
export const contentInstitutionColumns = {
  id: institutions.id,
  name: institutions.name,
  fiType: institutions.fiType,
  city: institutions.city,
  state: institutions.state,
};

type ContentInstitutionRow = {
  id: number;
  name: string;
  fiType: string;
  city: string | null;
  state: string | null;
};

export const contentInstitutionOut = (row: ContentInstitutionRow): ContentInstitution => ({
  id: row.id,
  name: row.name,
  fi_type: row.fiType,
  city: row.city,
  state: row.state,
});

/** The institution a console call names; an unknown id is a 404. */
export async function contentInstitution(db: Db, id: number): Promise<ContentInstitution> {
  const [row] = await db.select(contentInstitutionColumns).from(institutions).where(eq(institutions.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.institutionNotFound);
  return contentInstitutionOut(row);
}

/** A FIN Admin route of one institution: a path id that is no id names no institution; a broken body stays a 422. */
export const superAdminInstitutionRoute = {
  config: {
    ...route(SUPER_ADMIN).config,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params'
        ? notFound(CONTENT_MESSAGES.institutionNotFound)
        : contractViolation(failure.issues),
  },
};
