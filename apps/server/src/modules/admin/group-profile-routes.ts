import {
  COMPANY_TYPES,
  type CompanyType,
  clientGroupQuerySchema,
  ENTERPRISE_PERMISSIONS,
  GROUP_LOGO_LIMITS,
  type GroupProfile,
  groupProfileBodySchema,
  groupProfileSchema,
  type MenuType,
  PURCHASED_MODULE_FLAGS,
} from '@fin-atlas/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { groupProfiles, groups, users } from '../../db/schema/index.js';
import { AppError, notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { fileResponse, typed } from '../../http/contracts.js';
import { type MultipartUpload, readMultipart, type UploadedFile } from '../../http/multipart-upload.js';
import { ADMIN_CONSOLE, audit, type GroupRow, route } from '../identity/index.js';
import { requireAdminScope, requireClientGroup } from './scope.js';

const BASE = '/api/admin/group_profile_settings';
const NO_LOGO = 'The company has no logo.';

type ProfileRow = typeof groupProfiles.$inferSelect;

/** Image types by their first bytes: a file's name and the browser's word prove nothing. */
const LOGO_SIGNATURES = [
  { contentType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const;

export function logoContentType(data: Buffer): string | null {
  const match = LOGO_SIGNATURES.find(
    (s) => data.length > s.magic.length && data.subarray(0, s.magic.length).equals(s.magic),
  );
  return match?.contentType ?? null;
}

/**
 * Before a profile is saved, the company type and menu are what its users mostly have: the company
 * type users gave most often, and the FI menu when most of them have it.
 */
async function usersDefaults(
  db: Db,
  groupId: number,
): Promise<{ companyType: CompanyType | null; menu: MenuType }> {
  const rows = await db
    .select({ companyType: users.companyType, fiMenu: users.isFiMenu, n: count() })
    .from(users)
    .where(eq(users.clientGroupId, groupId))
    .groupBy(users.companyType, users.isFiMenu);
  const byType = new Map<string, number>();
  let fi = 0;
  let all = 0;
  for (const r of rows) {
    byType.set(r.companyType, (byType.get(r.companyType) ?? 0) + r.n);
    if (r.fiMenu) fi += r.n;
    all += r.n;
  }
  const [top] = [...byType]
    .filter(([t]) => (COMPANY_TYPES as readonly string[]).includes(t))
    .sort((a, b) => b[1] - a[1]);
  return {
    companyType: (top?.[0] as CompanyType | undefined) ?? null,
    menu: all > 0 && fi * 2 > all ? 'fi' : 'vendor',
  };
}

const asCompanyType = (value: string | null): CompanyType | null =>
  (COMPANY_TYPES as readonly string[]).includes(value ?? '') ? (value as CompanyType) : null;

async function profileView(db: Db, group: GroupRow): Promise<GroupProfile> {
  const [found] = await db
    .select({ profile: groupProfiles, editorName: users.userName })
    .from(groupProfiles)
    .leftJoin(users, eq(users.id, groupProfiles.updatedBy))
    .where(eq(groupProfiles.groupId, group.id));
  const profile: ProfileRow | undefined = found?.profile;
  const fallback = profile?.menuType && profile.companyType ? null : await usersDefaults(db, group.id);
  return {
    group: { id: group.id, name: group.name },
    name: group.name,
    company_type: profile ? asCompanyType(profile.companyType) : (fallback?.companyType ?? null),
    contact_name: profile?.contactName ?? '',
    contact_email: profile?.contactEmail ?? '',
    contact_phone: profile?.contactPhone ?? '',
    website: profile?.website ?? '',
    menu_type:
      profile?.menuType === 'fi' || profile?.menuType === 'vendor'
        ? profile.menuType
        : (fallback?.menu ?? 'vendor'),
    logo_url: profile?.logo ? `${BASE}/logo?group_id=${group.id}&v=${profile.updatedAt.getTime()}` : null,
    purchased_modules: PURCHASED_MODULE_FLAGS.filter((f) => group.purchasedModules[f] === true),
    enterprise_permissions: ENTERPRISE_PERMISSIONS.filter((f) => group.enterprisePermissions[f] === true),
    updated_at: profile?.updatedAt.toISOString() ?? null,
    updated_by:
      profile?.updatedBy && found?.editorName ? { id: profile.updatedBy, name: found.editorName } : null,
  };
}

async function assertNameFree(db: Db, name: string, groupId: number): Promise<void> {
  const [taken] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(sql`lower(${groups.name}) = lower(${name})`, ne(groups.id, groupId)));
  if (taken) {
    const message = 'Another company or group already has this name.';
    throw unprocessable(`Validation failed. ${message}`, [{ path: 'name', message }]);
  }
}

function profileRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const api = typed(app);
  api.get(
    BASE,
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: clientGroupQuerySchema, response: { 200: groupProfileSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      return profileView(db, await requireClientGroup(db, scope, request.query.group_id));
    },
  );

  // The company's profile; its menu type is every one of its users' menu (users.is_fi_menu).
  api.put(
    BASE,
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        querystring: clientGroupQuerySchema,
        body: groupProfileBodySchema,
        response: { 200: groupProfileSchema },
      },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      const body = request.body;
      await assertNameFree(db, body.name, group.id);
      const before = await profileView(db, group);
      const fields = {
        companyType: body.company_type,
        contactName: body.contact_name,
        contactEmail: body.contact_email,
        contactPhone: body.contact_phone,
        website: body.website,
        menuType: body.menu_type,
        updatedAt: new Date(),
        updatedBy: actor.user.id,
      };
      await db.transaction(async (tx) => {
        if (body.name !== group.name)
          await tx.update(groups).set({ name: body.name }).where(eq(groups.id, group.id));
        await tx
          .insert(groupProfiles)
          .values({ groupId: group.id, ...fields })
          .onConflictDoUpdate({ target: groupProfiles.groupId, set: fields });
        const changed = await tx
          .update(users)
          .set({ isFiMenu: body.menu_type === 'fi', updatedAt: new Date() })
          .where(and(eq(users.clientGroupId, group.id), ne(users.isFiMenu, body.menu_type === 'fi')))
          .returning({ id: users.id });
        await audit(tx, request, {
          action: 'group_profile_updated',
          target: { type: 'group', id: group.id },
          details: {
            before: { ...before, logo_url: undefined },
            after: body,
            users_menu_changed: changed.length,
          },
        });
      });
      const [updated] = await db.select().from(groups).where(eq(groups.id, group.id));
      return profileView(db, updated ?? group);
    },
  );
}

const LOGO_TOO_LARGE = 'Validation failed. The logo is larger than 1 MB.';

/** The uploaded image, within the size cap: the reader's own words are about spreadsheets. */
async function readLogo(request: FastifyRequest): Promise<UploadedFile> {
  let upload: MultipartUpload;
  try {
    upload = await readMultipart(request, GROUP_LOGO_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof AppError && error.message.startsWith('The file is larger'))
      throw unprocessable(LOGO_TOO_LARGE);
    throw error;
  }
  const { file } = upload;
  if (!file || file.data.length === 0)
    throw unprocessable('Validation failed. Choose the logo image to upload.');
  return file;
}

const logoForm = z.object({ file: z.file().describe('The logo: a PNG or JPEG of at most 1 MB.') });

function logoRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const api = typed(app);
  api.get(
    `${BASE}/logo`,
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        querystring: clientGroupQuerySchema,
        response: { 200: fileResponse('image/png', 'The company logo (PNG or JPEG).') },
      },
    },
    async (request, reply) => {
      const { scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      const [row] = await db
        .select({ logo: groupProfiles.logo, contentType: groupProfiles.logoContentType })
        .from(groupProfiles)
        .where(eq(groupProfiles.groupId, group.id));
      if (!row?.logo || !row.contentType) throw notFound(NO_LOGO);
      return reply.type(row.contentType).header('x-content-type-options', 'nosniff').send(row.logo);
    },
  );

  api.post(
    `${BASE}/logo`,
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        querystring: clientGroupQuerySchema,
        multipart: logoForm,
        response: { 200: groupProfileSchema },
      },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      const file = await readLogo(request);
      const contentType = logoContentType(file.data);
      if (!contentType) throw unprocessable('Validation failed. The logo must be a PNG or JPEG image.');
      const fields = {
        logo: file.data,
        logoContentType: contentType,
        updatedAt: new Date(),
        updatedBy: actor.user.id,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(groupProfiles)
          .values({ groupId: group.id, ...fields })
          .onConflictDoUpdate({ target: groupProfiles.groupId, set: fields });
        await audit(tx, request, {
          action: 'group_logo_updated',
          target: { type: 'group', id: group.id },
          details: { content_type: contentType, bytes: file.data.length },
        });
      });
      return profileView(db, group);
    },
  );

  api.delete(
    `${BASE}/logo`,
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: clientGroupQuerySchema, response: { 200: groupProfileSchema } },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      await db.transaction(async (tx) => {
        const removed = await tx
          .update(groupProfiles)
          .set({ logo: null, logoContentType: null, updatedAt: new Date(), updatedBy: actor.user.id })
          .where(and(eq(groupProfiles.groupId, group.id), sql`${groupProfiles.logo} is not null`))
          .returning({ id: groupProfiles.groupId });
        if (removed.length > 0) {
          await audit(tx, request, { action: 'group_logo_removed', target: { type: 'group', id: group.id } });
        }
      });
      return profileView(db, group);
    },
  );
}

/** Profile Settings (/admin/group_profile_settings): the client's company profile and logo. */
export async function groupProfileRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  profileRoutes(app, context);
  logoRoutes(app, context);
}
