import { sql } from 'drizzle-orm';
import { UI_MODULE_SEEDS } from '../reference/ui-module-tree.js';
import type { Db } from './database.js';
import { uiModules } from './schema/index.js';

/** Data the code depends on, rewritten from code on every start so a deploy updates it. */
export async function writeReferenceData(db: Db): Promise<void> {
  await db
    .insert(uiModules)
    .values(
      UI_MODULE_SEEDS.map((m) => ({
        id: m.id,
        name: m.name,
        icon: m.icon,
        path: m.path,
        displayType: m.displayType,
        parentId: m.parentId,
        displayOrder: m.displayOrder,
        userGuideUrl: m.userGuideUrl ?? null,
        moduleFlag: m.moduleFlag,
        fiOnly: m.fiOnly ?? false,
        vendorOnly: m.vendorOnly ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: uiModules.id,
      set: {
        name: sql`excluded.name`,
        icon: sql`excluded.icon`,
        path: sql`excluded.path`,
        displayType: sql`excluded.display_type`,
        parentId: sql`excluded.parent_id`,
        displayOrder: sql`excluded.display_order`,
        userGuideUrl: sql`excluded.user_guide_url`,
        moduleFlag: sql`excluded.module_flag`,
        fiOnly: sql`excluded.fi_only`,
        vendorOnly: sql`excluded.vendor_only`,
      },
    });
}
