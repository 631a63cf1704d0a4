import {
  CONTENT_MESSAGES,
  type NameOverride,
  type NameOverrideBody,
  type NameOverrideList,
  type PageQuery,
} from '@fin-atlas/domain';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { institutionNameOverrides, institutions, users } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import { audit } from '../../identity/index.js';
import {
  contentInstitution,
  contentInstitutionColumns,
  contentInstitutionOut,
} from '../content-institution.js';

const overrideColumns = {
  displayName: institutionNameOverrides.displayName,
  regulatorName: institutionNameOverrides.regulatorName,
  reason: institutionNameOverrides.reason,
  updatedAt: institutionNameOverrides.updatedAt,
  updatedBy: users.userName,
};

type OverrideRow = {
  displayName: string;
  regulatorName: string;
  reason: string;
  updatedAt: Date;
  updatedBy: string | null;
};

const overrideOut = (row: OverrideRow): NonNullable<NameOverride['override']> => ({
  display_name: row.displayName,
  regulator_name: row.regulatorName,
  reason: row.reason,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

// The clock, not now(): every cache of names compares max(institutions.updated_at) to notice a change.
const touched = { updatedAt: sql`clock_timestamp()` };

/** One institution's name state: its override, or none (the regulator's name is shown). */
export async function overrideOf(db: Db, institutionId: number): Promise<NameOverride> {
  const institution = await contentInstitution(db, institutionId);
  const [row] = await db
    .select(overrideColumns)
    .from(institutionNameOverrides)
    .leftJoin(users, eq(users.id, institutionNameOverrides.updatedBy))
    .where(eq(institutionNameOverrides.institutionId, institutionId));
  return { institution, override: row ? overrideOut(row) : null };
}

/** Every override, newest change first, searched by display or regulator name. */
export async function listOverrides(db: Db, query: PageQuery): Promise<NameOverrideList> {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = like
    ? or(
        ilike(institutionNameOverrides.displayName, like),
        ilike(institutionNameOverrides.regulatorName, like),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...contentInstitutionColumns, ...overrideColumns })
      .from(institutionNameOverrides)
      .innerJoin(institutions, eq(institutions.id, institutionNameOverrides.institutionId))
      .leftJoin(users, eq(users.id, institutionNameOverrides.updatedBy))
      .where(where)
      .orderBy(desc(institutionNameOverrides.updatedAt), institutions.id)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(institutionNameOverrides).where(where),
  ]);
  return {
    overrides: rows.map((row) => ({ institution: contentInstitutionOut(row), override: overrideOut(row) })),
    total: total?.n ?? 0,
  };
}

/**
 * Sets the name users see. The regulator's name is kept beside it (taken from the institution when
 * the first override is made, refreshed by every load after), so removing the override restores it.
 */
export async function applyOverride(
  db: Db,
  request: FastifyRequest,
  institutionId: number,
  body: NameOverrideBody,
): Promise<NameOverride> {
  await db.transaction(async (tx) => {
    const [institution] = await tx
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.id, institutionId))
      .for('update');
    if (!institution) throw notFound(CONTENT_MESSAGES.institutionNotFound);
    const [existing] = await tx
      .select({ regulatorName: institutionNameOverrides.regulatorName })
      .from(institutionNameOverrides)
      .where(eq(institutionNameOverrides.institutionId, institutionId));
    const regulatorName = existing?.regulatorName ?? institution.name;
    const values = {
      displayName: body.display_name,
      reason: body.reason,
      updatedAt: new Date(),
      updatedBy: request.actor?.user.id ?? null,
    };
    await tx
      .insert(institutionNameOverrides)
      .values({ institutionId, regulatorName, ...values })
      .onConflictDoUpdate({ target: institutionNameOverrides.institutionId, set: values });
    await tx
      .update(institutions)
      .set({ name: body.display_name, ...touched })
      .where(eq(institutions.id, institutionId));
    await audit(tx, request, {
      action: 'institution_name_overridden',
      target: { type: 'institution', id: institutionId },
      details: { display_name: body.display_name, regulator_name: regulatorName, reason: body.reason },
    });
  });
  return overrideOf(db, institutionId);
}

/** Removes an override: the regulator's name returns at once. */
export async function removeOverride(
  db: Db,
  request: FastifyRequest,
  institutionId: number,
): Promise<NameOverride> {
  await contentInstitution(db, institutionId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(institutionNameOverrides)
      .where(eq(institutionNameOverrides.institutionId, institutionId))
      .returning({
        displayName: institutionNameOverrides.displayName,
        regulatorName: institutionNameOverrides.regulatorName,
      });
    if (!removed) throw notFound(CONTENT_MESSAGES.noOverride);
    await tx
      .update(institutions)
      .set({ name: removed.regulatorName, ...touched })
      .where(eq(institutions.id, institutionId));
    await audit(tx, request, {
      action: 'institution_name_override_removed',
      target: { type: 'institution', id: institutionId },
      details: { display_name: removed.displayName, regulator_name: removed.regulatorName },
    });
  });
  return overrideOf(db, institutionId);
}
