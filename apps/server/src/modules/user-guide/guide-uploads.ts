import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type UserGuideModule,
  type UserGuideModuleList,
} from '@fin-atlas/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { uiModules, userGuideUploads, users } from '../../db/schema/index.js';
import { storedFileColumns } from '../../db/stored-file.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/multipart-upload.js';
import { UI_MODULE_SEEDS } from '../../reference/ui-module-tree.js';
import { audit } from '../identity/index.js';

/** Where an uploaded guide is served: a site path, like the generated guides the menu links to. */
export const uploadedGuidePath = (uiModuleId: number) => `/guides/uploads/${uiModuleId}.pdf`;

/** The guide FIN Atlas writes for a module (restored when an upload is removed), if it has one. */
const generatedUrl = (uiModuleId: number): string | null =>
  UI_MODULE_SEEDS.find((m) => m.id === uiModuleId)?.userGuideUrl ?? null;

// Every PDF starts with "%PDF-" (ISO 32000): the name and the browser's word prove nothing.
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** The uploaded file when it is a PDF within the size cap; a clear 422 otherwise. */
export function checkedGuide(file: UploadedFile | null): UploadedFile {
  if (!file || file.data.length === 0) throw unprocessable(CONTENT_MESSAGES.chooseGuide);
  if (file.data.length > CONTENT_LIMITS.maxGuideBytes) throw unprocessable(CONTENT_MESSAGES.guideTooLarge);
  if (!file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw unprocessable(CONTENT_MESSAGES.guideNotPdf);
  return file;
}

const moduleColumns = {
  id: uiModules.id,
  name: uiModules.name,
  path: uiModules.path,
  userGuideUrl: uiModules.userGuideUrl,
  fileName: userGuideUploads.fileName,
  byteSize: userGuideUploads.byteSize,
  sha256: userGuideUploads.sha256,
  updatedAt: userGuideUploads.updatedAt,
  updatedBy: users.userName,
};

type ModuleRow = {
  id: number;
  name: string;
  path: string;
  userGuideUrl: string | null;
  fileName: string | null;
  byteSize: number | null;
  sha256: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
};

const moduleOut = (row: ModuleRow): UserGuideModule => ({
  ui_module_id: row.id,
  name: row.name,
  path: row.path,
  user_guide_url: row.userGuideUrl,
  generated_url: generatedUrl(row.id),
  upload:
    row.fileName !== null && row.byteSize !== null && row.sha256 !== null && row.updatedAt !== null
      ? {
          file_name: row.fileName,
          byte_size: row.byteSize,
          sha256: row.sha256,
          updated_at: row.updatedAt.toISOString(),
          updated_by: row.updatedBy,
        }
      : null,
});

// A guide explains a whole module: the menu's top-level entries carry one.
const isModule = eq(uiModules.displayType, 'module');

function moduleRows(db: Db) {
  return db
    .select(moduleColumns)
    .from(uiModules)
    .leftJoin(userGuideUploads, eq(userGuideUploads.uiModuleId, uiModules.id))
    .leftJoin(users, eq(users.id, userGuideUploads.updatedBy));
}

/** Every module in menu order with the guide it links to and any uploaded one. */
export async function listGuideModules(db: Db): Promise<UserGuideModuleList> {
  const rows = await moduleRows(db).where(isModule).orderBy(asc(uiModules.displayOrder), asc(uiModules.id));
  return { modules: rows.map(moduleOut) };
}

async function guideModule(db: Db, uiModuleId: number): Promise<UserGuideModule> {
  const [row] = await moduleRows(db).where(and(isModule, eq(uiModules.id, uiModuleId)));
  if (!row) throw notFound(CONTENT_MESSAGES.noGuideModule);
  return moduleOut(row);
}

/** Stores a module's guide and points the menu at it (the reference seed leaves it so from now on). */
export async function saveGuide(
  db: Db,
  request: FastifyRequest,
  uiModuleId: number,
  file: UploadedFile,
): Promise<UserGuideModule> {
  await guideModule(db, uiModuleId);
  const values = { fileName: file.fileName, ...storedFileColumns(file.data, request.actor?.user.id ?? null) };
  await db.transaction(async (tx) => {
    await tx
      .insert(userGuideUploads)
      .values({ uiModuleId, ...values })
      .onConflictDoUpdate({ target: userGuideUploads.uiModuleId, set: values });
    await tx
      .update(uiModules)
      .set({ userGuideUrl: uploadedGuidePath(uiModuleId) })
      .where(eq(uiModules.id, uiModuleId));
    await audit(tx, request, {
      action: 'user_guide_uploaded',
      target: { type: 'ui_module', id: uiModuleId },
      details: { file_name: file.fileName, byte_size: values.byteSize, sha256: values.sha256 },
    });
  });
  return guideModule(db, uiModuleId);
}

/** Removes an uploaded guide: the menu links to the generated guide again (or to none). */
export async function removeGuide(
  db: Db,
  request: FastifyRequest,
  uiModuleId: number,
): Promise<UserGuideModule> {
  await guideModule(db, uiModuleId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userGuideUploads)
      .where(eq(userGuideUploads.uiModuleId, uiModuleId))
      .returning({ fileName: userGuideUploads.fileName, sha256: userGuideUploads.sha256 });
    if (!removed) throw notFound(CONTENT_MESSAGES.noUpload);
    await tx
      .update(uiModules)
      .set({ userGuideUrl: generatedUrl(uiModuleId) })
      .where(eq(uiModules.id, uiModuleId));
    await audit(tx, request, {
      action: 'user_guide_removed',
      target: { type: 'ui_module', id: uiModuleId },
      details: { file_name: removed.fileName, sha256: removed.sha256 },
    });
  });
  return guideModule(db, uiModuleId);
}

/** An uploaded guide's bytes and how it is saved, or null. */
export async function readUploadedGuide(
  db: Db,
  uiModuleId: number,
): Promise<{ content: Buffer; fileName: string; sha256: string; moduleName: string } | null> {
  const [row] = await db
    .select({
      content: userGuideUploads.content,
      fileName: userGuideUploads.fileName,
      sha256: userGuideUploads.sha256,
      moduleName: uiModules.name,
    })
    .from(userGuideUploads)
    .innerJoin(uiModules, eq(uiModules.id, userGuideUploads.uiModuleId))
    .where(eq(userGuideUploads.uiModuleId, uiModuleId));
  return row ?? null;
}
