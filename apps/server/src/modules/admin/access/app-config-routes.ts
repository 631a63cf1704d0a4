import {
  APP_CONFIG_DEFAULTS,
  APP_CONFIG_KEYS,
  type AppConfigKey,
  type AppConfigRow,
  appConfigBodySchema,
  appConfigListSchema,
  appConfigParamsSchema,
  appConfigRowSchema,
  checkAppConfigValue,
  siteBannerResponseSchema,
} from '@fin-atlas/domain';
import { eq, sql } from 'drizzle-orm';
import { appConfig } from '../../../db/app-config-store.js';
import type { Db } from '../../../db/database.js';
import { appConfigs, users } from '../../../db/schema/index.js';
import { unprocessable } from '../../../http/app-error.js';
import type { ApiInstance } from '../../../http/contracts.js';
import { audit, requireActor, route, SIGNED_IN, SUPER_ADMIN } from '../../identity/index.js';

/** Every key of the catalogue with its stored value (or its default) and who set it last. */
async function configRows(db: Db): Promise<AppConfigRow[]> {
  const stored = await db
    .select({ row: appConfigs, email: users.email })
    .from(appConfigs)
    .leftJoin(users, eq(users.id, appConfigs.updatedBy));
  const byKey = new Map(stored.map((s) => [s.row.key, s]));
  return APP_CONFIG_KEYS.map((key) => {
    const found = byKey.get(key);
    const checked = found ? checkAppConfigValue(key, found.row.value) : null;
    return {
      key,
      value: checked?.ok ? checked.value : APP_CONFIG_DEFAULTS[key],
      is_default: !checked?.ok,
      updated_at: found?.row.updatedAt.toISOString() ?? null,
      updated_by:
        found?.row.updatedBy && found.email ? { id: found.row.updatedBy, email: found.email } : null,
    };
  });
}

async function configRow(db: Db, key: AppConfigKey): Promise<AppConfigRow> {
  const row = (await configRows(db)).find((r) => r.key === key);
  if (!row) throw new Error(`app config ${key} missing from its own catalogue`);
  return row;
}

async function storedValue(db: Db, key: AppConfigKey): Promise<unknown> {
  const [row] = await db.select({ value: appConfigs.value }).from(appConfigs).where(eq(appConfigs.key, key));
  return row ? row.value : APP_CONFIG_DEFAULTS[key];
}

/** /super_admin/app_configs: runtime settings checked against the domain's catalogue, every change audited. */
export function appConfigRoutes(api: ApiInstance, db: Db): void {
  api.get(
    '/api/super_admin/app_configs',
    { ...route(SUPER_ADMIN), schema: { response: { 200: appConfigListSchema } } },
    async () => ({ configs: await configRows(db) }),
  );

  api.put(
    '/api/super_admin/app_configs/:key',
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: appConfigParamsSchema,
        body: appConfigBodySchema,
        response: { 200: appConfigRowSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { key } = request.params;
      const checked = checkAppConfigValue(key, request.body.value);
      if (!checked.ok)
        throw unprocessable(`Validation failed. ${checked.message}`, [
          { path: 'value', message: checked.message },
        ]);
      await db.transaction(async (tx) => {
        const from = await storedValue(tx, key);
        await tx
          .insert(appConfigs)
          .values({ key, value: checked.value, updatedBy: actor.user.id, updatedAt: sql`now()` })
          .onConflictDoUpdate({
            target: appConfigs.key,
            set: { value: checked.value, updatedBy: actor.user.id, updatedAt: sql`now()` },
          });
        await audit(tx, request, {
          action: 'app_config_updated',
          target: { type: 'app_config', id: key },
          details: { key, from, to: checked.value },
        });
      });
      return configRow(db, key);
    },
  );

  // Back to the catalogue's default: the row goes, so a later change of the default reaches this key.
  api.delete(
    '/api/super_admin/app_configs/:key',
    {
      ...route(SUPER_ADMIN),
      schema: { params: appConfigParamsSchema, response: { 200: appConfigRowSchema } },
    },
    async (request) => {
      const { key } = request.params;
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(appConfigs).where(eq(appConfigs.key, key)).returning();
        if (deleted.length === 0) return;
        await audit(tx, request, {
          action: 'app_config_reset',
          target: { type: 'app_config', id: key },
          details: { key, from: deleted[0]?.value, to: APP_CONFIG_DEFAULTS[key] },
        });
      });
      return configRow(db, key);
    },
  );

  // Part of the signed-in shell: the banner above every page, from the cached configuration.
  api.get(
    '/api/site_banner',
    { ...route(SIGNED_IN), schema: { response: { 200: siteBannerResponseSchema } } },
    async () => {
      const config = await appConfig(db);
      const text = config['banner.text'];
      return { banner: text ? { text, level: config['banner.level'] } : null };
    },
  );
}
