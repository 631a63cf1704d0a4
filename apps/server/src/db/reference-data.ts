import { sql } from 'drizzle-orm';
import { UI_MODULE_SEEDS } from '../reference/ui-module-tree.js';
import type { Db } from './database.js';
import { uiModules } from './schema/index.js';

/**
 * Data the code depends on, rewritten from code on every start so a deploy updates it; a guide a FIN
 * Admin uploaded stays the module's guide.
 */
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
        // A module with an uploaded guide keeps linking to it: the upload is the FIN Admin's choice.
        userGuideUrl: sql`case when exists (select 1 from user_guide_uploads u where u.ui_module_id = ui_modules.id)
          then ui_modules.user_guide_url else excluded.user_guide_url end`,
        moduleFlag: sql`excluded.module_flag`,
        fiOnly: sql`excluded.fi_only`,
        vendorOnly: sql`excluded.vendor_only`,
      },
    });
}
