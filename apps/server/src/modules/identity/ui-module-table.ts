import { PURCHASED_MODULE_FLAGS, type PurchasedModuleFlag } from '@fin-atlas/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uiModules } from '../../db/schema/index.js';
import { stampedCache } from '../../db/stamped-cache.js';
import { UI_MODULE_SEEDS, type UiModuleSeed } from '../../reference/ui-module-tree.js';

type UiModuleRow = typeof uiModules.$inferSelect;

/** A change made to ui_modules (by an admin tool, a deploy's seeding or SQL) shows within a second. */
const UI_MODULES_MAX_AGE_MS = 1000;

const DISPLAY_TYPES: readonly UiModuleSeed['displayType'][] = ['home', 'module', 'page'];
const SEEDED_ABOUT_PATHS = new Map(UI_MODULE_SEEDS.map((seed) => [seed.id, seed.aboutPath]));

const isPurchasedModuleFlag = (value: string): value is PurchasedModuleFlag =>
  (PURCHASED_MODULE_FLAGS as readonly string[]).includes(value);

const byDisplayOrder = (a: UiModuleRow, b: UiModuleRow) => a.displayOrder - b.displayOrder || a.id - b.id;

function entryOf(row: UiModuleRow, parent: UiModuleSeed | null): UiModuleSeed | null {
  // A purchase flag no tenant can hold would open the entry to nobody or, worse, read as free.
  if (row.moduleFlag !== null && !isPurchasedModuleFlag(row.moduleFlag)) return null;
  const displayType = DISPLAY_TYPES.find((type) => type === row.displayType) ?? (parent ? 'page' : 'module');
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    path: row.path,
    displayType,
    parentId: row.parentId,
    displayOrder: row.displayOrder,
    moduleFlag: row.moduleFlag,
    fiOnly: row.fiOnly,
    vendorOnly: row.vendorOnly,
    userGuideUrl: row.userGuideUrl,
    // About pages are client routes, so they stay with the code; an added entry uses its parent's.
    aboutPath: SEEDED_ABOUT_PATHS.get(row.id) ?? parent?.aboutPath ?? null,
  };
}

/**
 * The stored rows as the module tree, each entry followed by its children in display order. An
 * entry whose parent is missing (or that sits in a loop) is unreachable from the top and left out,
 * as is everything under an entry that is left out.
 */
export function uiModuleTreeFromRows(rows: readonly UiModuleRow[]): UiModuleSeed[] {
  const childrenOf = new Map<number | null, UiModuleRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const walk = (parent: UiModuleSeed | null): UiModuleSeed[] =>
    [...(childrenOf.get(parent?.id ?? null) ?? [])].sort(byDisplayOrder).flatMap((row) => {
      const entry = entryOf(row, parent);
      return entry ? [entry, ...walk(entry)] : [];
    });
  return walk(null);
}

async function readStamp(db: Db): Promise<string> {
  // The whole table is a few dozen rows: a digest of every row notices any edit, not only new ids.
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${uiModules}::text, '|' order by ${uiModules.id})), '')`,
    })
    .from(uiModules);
  return row?.stamp ?? '';
}

const caches = new WeakMap<Db, () => Promise<UiModuleSeed[]>>();

/**
 * The module tree as stored in ui_modules (seeded from UI_MODULE_SEEDS on every start), held in
 * memory per database and read again when the table changes.
 */
export function storedUiModuleTree(db: Db): Promise<readonly UiModuleSeed[]> {
  let cached = caches.get(db);
  if (!cached) {
    cached = stampedCache(
      () => readStamp(db),
      async () => uiModuleTreeFromRows(await db.select().from(uiModules)),
      { maxAgeMs: UI_MODULES_MAX_AGE_MS },
    );
    caches.set(db, cached);
  }
  return cached();
}
