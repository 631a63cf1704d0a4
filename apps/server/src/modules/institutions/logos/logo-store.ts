import {
  CONTENT_MESSAGES,
  type InstitutionLogo,
  type InstitutionLogoList,
  type LogoContentType,
  type PageQuery,
} from '@fin-atlas/domain';
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { institutionLogos, institutions, users } from '../../../db/schema/index.js';
import { storedFileColumns } from '../../../db/stored-file.js';
import { notFound } from '../../../http/app-error.js';
import { audit } from '../../identity/index.js';
import {
  contentInstitution,
  contentInstitutionColumns,
  contentInstitutionOut,
} from '../content-institution.js';

/** The fixed public path of an institution's logo (spec: "a fixed public image path by id"). */
export const logoPath = (id: number) => `/images/institutions/${id}.svg`;

const logoColumns = {
  contentType: institutionLogos.contentType,
  byteSize: institutionLogos.byteSize,
  sha256: institutionLogos.sha256,
  updatedAt: institutionLogos.updatedAt,
  updatedBy: users.userName,
};

type LogoRow = {
  contentType: string;
  byteSize: number;
  sha256: string;
  updatedAt: Date;
  updatedBy: string | null;
};

const logoOut = (row: LogoRow): NonNullable<InstitutionLogo['logo']> => ({
  content_type: row.contentType as LogoContentType,
  byte_size: row.byteSize,
  sha256: row.sha256,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

async function readLogo(db: Db, institutionId: number): Promise<LogoRow | null> {
  const [row] = await db
    .select(logoColumns)
    .from(institutionLogos)
    .leftJoin(users, eq(users.id, institutionLogos.updatedBy))
    .where(eq(institutionLogos.institutionId, institutionId));
  return row ?? null;
}

/** One institution's logo state: the uploaded logo, or none (the monogram is served). */
export async function logoOf(db: Db, institutionId: number): Promise<InstitutionLogo> {
  const institution = await contentInstitution(db, institutionId);
  const logo = await readLogo(db, institutionId);
  return { institution, logo_url: logoPath(institutionId), logo: logo ? logoOut(logo) : null };
}

/** Institutions with an uploaded logo, newest change first, searched by name. */
export async function listLogos(db: Db, query: PageQuery): Promise<InstitutionLogoList> {
  const where = query.q ? ilike(institutions.name, `%${escapeLike(query.q)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...contentInstitutionColumns, ...logoColumns })
      .from(institutionLogos)
      .innerJoin(institutions, eq(institutions.id, institutionLogos.institutionId))
      .leftJoin(users, eq(users.id, institutionLogos.updatedBy))
      .where(where)
      .orderBy(desc(institutionLogos.updatedAt), institutions.id)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(institutionLogos)
      .innerJoin(institutions, eq(institutions.id, institutionLogos.institutionId))
      .where(where),
  ]);
  return {
    logos: rows.map((row) => ({
      institution: contentInstitutionOut(row),
      logo_url: logoPath(row.id),
      logo: logoOut(row),
    })),
    total: total?.n ?? 0,
  };
}

/** Stores (or replaces) an institution's logo with its audit entry. */
export async function saveLogo(
  db: Db,
  request: FastifyRequest,
  institutionId: number,
  image: { data: Buffer; contentType: LogoContentType },
): Promise<InstitutionLogo> {
  await contentInstitution(db, institutionId);
  const values = {
    contentType: image.contentType,
    ...storedFileColumns(image.data, request.actor?.user.id ?? null),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(institutionLogos)
      .values({ institutionId, ...values })
      .onConflictDoUpdate({ target: institutionLogos.institutionId, set: values });
    await audit(tx, request, {
      action: 'institution_logo_uploaded',
      target: { type: 'institution', id: institutionId },
      details: { content_type: image.contentType, byte_size: values.byteSize, sha256: values.sha256 },
    });
  });
  return logoOf(db, institutionId);
}

/** Removes an uploaded logo: the monogram is served again. */
export async function removeLogo(
  db: Db,
  request: FastifyRequest,
  institutionId: number,
): Promise<InstitutionLogo> {
  await contentInstitution(db, institutionId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(institutionLogos)
      .where(eq(institutionLogos.institutionId, institutionId))
      .returning({ sha256: institutionLogos.sha256 });
    if (removed.length === 0) throw notFound(CONTENT_MESSAGES.noLogo);
    await audit(tx, request, {
      action: 'institution_logo_removed',
      target: { type: 'institution', id: institutionId },
      details: { sha256: removed[0]?.sha256 },
    });
  });
  return logoOf(db, institutionId);
}

/** What the public path serves, without the image bytes: the name, and the uploaded logo's type and hash. */
export async function servedLogo(
  db: Db,
  institutionId: number,
): Promise<{ name: string; logo: { contentType: string; sha256: string } | null } | null> {
  const [row] = await db
    .select({
      name: institutions.name,
      contentType: institutionLogos.contentType,
      sha256: institutionLogos.sha256,
    })
    .from(institutions)
    .leftJoin(institutionLogos, eq(institutionLogos.institutionId, institutions.id))
    .where(eq(institutions.id, institutionId));
  if (!row) return null;
  const logo = row.contentType && row.sha256 ? { contentType: row.contentType, sha256: row.sha256 } : null;
  return { name: row.name, logo };
}

/** The uploaded image with its type and hash, read together so the three always agree. */
export async function logoContent(
  db: Db,
  institutionId: number,
): Promise<{ content: Buffer; contentType: string; sha256: string } | null> {
  const [row] = await db
    .select({
      content: institutionLogos.content,
      contentType: institutionLogos.contentType,
      sha256: institutionLogos.sha256,
    })
    .from(institutionLogos)
    .where(eq(institutionLogos.institutionId, institutionId));
  return row ?? null;
}
