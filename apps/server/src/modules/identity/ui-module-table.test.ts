import { describe, expect, it } from 'vitest';
import type { uiModules } from '../../db/schema/index.js';
import { UI_MODULE_SEEDS } from '../../reference/ui-module-tree.js';
import { uiModuleTreeFromRows } from './ui-module-table.js';

type Row = typeof uiModules.$inferSelect;

// The rows writeReferenceData stores for the seeds.
const seededRows = (): Row[] =>
  UI_MODULE_SEEDS.map((seed) => ({
    id: seed.id,
    name: seed.name,
    icon: seed.icon,
    path: seed.path,
    displayType: seed.displayType,
    parentId: seed.parentId,
    displayOrder: seed.displayOrder,
    partiallyEnabled: false,
    userGuideUrl: seed.userGuideUrl ?? null,
    moduleFlag: seed.moduleFlag,
    fiOnly: seed.fiOnly ?? false,
    vendorOnly: seed.vendorOnly ?? false,
  }));

describe('the module tree read from ui_modules', () => {
  it('gives back exactly the seeded tree, whatever order the rows come in', () => {
    expect(uiModuleTreeFromRows(seededRows().reverse())).toEqual(UI_MODULE_SEEDS);
  });

  it('orders each level by display order and lets an added page inherit its module’s about page', () => {
    const rows = seededRows().map((row) => (row.id === 60 ? { ...row, displayOrder: 0 } : row));
    const selectInstitution = rows.find((r) => r.id === 61);
    if (!selectInstitution) throw new Error('seed 61 missing');
    rows.push({
      ...selectInstitution,
      id: 65,
      name: 'Benchmarks',
      path: '/analytics/reporter/b',
      displayOrder: 0,
    });
    const tree = uiModuleTreeFromRows(rows);
    expect(tree.filter((e) => e.parentId === null)[0]?.id).toBe(60);
    expect(tree.filter((e) => e.parentId === 60).map((e) => e.id)).toEqual([65, 61, 62, 63, 64, 66]);
    expect(tree.find((e) => e.id === 65)?.aboutPath).toBe('/analytics/about_reporter');
  });

  it('leaves out entries under a missing parent and those with a purchase flag nobody can hold', () => {
    const rows = seededRows().map((row) => {
      if (row.id === 71) return { ...row, parentId: 9999 };
      if (row.id === 50) return { ...row, moduleFlag: 'fin_everything' };
      return row;
    });
    const ids = new Set(uiModuleTreeFromRows(rows).map((e) => e.id));
    expect(ids.has(71)).toBe(false);
    expect(ids.has(72)).toBe(true);
    // Advisor and its pages: an unknown flag must not read as free.
    expect([50, 51, 52].some((id) => ids.has(id))).toBe(false);
  });
});
