import { MESSAGES } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../../test/fixtures';
import { buildMenuTree, findCurrentModule, menuLink, sidebarBreakpoint, sidebarSections } from './menu-rules';

const tree = buildMenuTree(menuFixture());

describe('menu rules', () => {
  it('builds the tree in display order with each module’s pages', () => {
    expect(tree.map((m) => m.name)).toEqual(['Home', 'Technographics', 'Advisor', 'Reporter']);
    expect(tree[1]?.children.map((c) => c.name)).toEqual(['Product Search', 'CRM Data Enrichment']);
  });

  it('finds the current module by declaration, about page or longest path', () => {
    expect(findCurrentModule('/technographics/vendor_report/3', tree)?.name).toBe('Technographics');
    expect(findCurrentModule('/analytics/about_advisor', tree)?.name).toBe('Advisor');
    expect(findCurrentModule('/fi_prospect/signals', tree, '/analytics/reporter')?.name).toBe('Reporter');
    // A declared module the user's menu does not have is unknown: the shell sends the user home.
    expect(findCurrentModule('/strategy/about', tree, '/strategy')).toBeNull();
    expect(findCurrentModule('/technographicsx', tree)).toBeNull();
    expect(findCurrentModule('/dashboard', tree)).toBeNull();
  });

  it('sends an unbought entry to its about page with the subscription text', () => {
    const crm = tree[1]?.children[1];
    expect(crm && menuLink(crm)).toEqual({
      id: 16,
      label: 'CRM Data Enrichment',
      to: '/technographics/fin_query/about_crm',
      subscribed: false,
      hint: MESSAGES.subscription.notSubscribed,
      partial: false,
    });
    const search = tree[1]?.children[0];
    expect(search && menuLink(search)).toMatchObject({ to: '/technographics/product/search', hint: null });
  });

  it('shows home plus the current module, the module list outside modules, or only home on consoles', () => {
    const technographics = tree[1] ?? null;
    const inModule = sidebarSections(tree, technographics);
    expect(inModule.map((s) => s.id)).toEqual(['home', 'module-10']);
    expect(inModule[1]?.links.map((l) => l.label)).toEqual(['Product Search', 'CRM Data Enrichment']);
    const home = sidebarSections(tree, null);
    expect(home[1]?.links.map((l) => l.label)).toEqual(['Technographics', 'Advisor', 'Reporter']);
    expect(sidebarSections(tree, null, { directory: false }).map((s) => s.id)).toEqual(['home']);
  });

  it('minimises the sidebar earlier on advisor pages', () => {
    expect(sidebarBreakpoint('/analytics/advisor/profit/summary')).toBe(1270);
    expect(sidebarBreakpoint('/analytics/reporter/metrics')).toBe(768);
    expect(sidebarBreakpoint('/analytics/advisors')).toBe(768);
  });
});
