import { fireEvent, screen } from '@testing-library/react';

// What the query builder's page tests share: the FIN Query module in the menu and the picker.

const MODULE = {
  id: 12,
  name: 'FIN Query',
  icon: null,
  path: '/technographics/fin_query',
  display_type: 'module' as const,
  parent_id: null,
  display_order: 12,
  partially_enabled: false,
  user_guide_url: null,
};

/** The menu and enabled-module answers of a user who bought FIN Query. */
export const FIN_QUERY_SHELL = {
  'GET /api/ui_modules': {
    body: { ui_modules: [{ ...MODULE, enabled: true, about_path: null, module_flag: 'fin_query' }] },
  },
  'GET /api/users/enabled_modules': {
    body: { ui_modules: [MODULE], enabled_paths: ['/technographics/fin_query'] },
  },
};

// The lazily loaded page chunk can take a while on a busy machine.
export const SLOW = { timeout: 10_000 };

/** Finds the element by the picker's search (only the first category starts open) and adds it. */
export async function addFromPicker(name: string) {
  const search = await screen.findByRole('searchbox', { name: 'Search elements' }, SLOW);
  fireEvent.change(search, { target: { value: name } });
  fireEvent.click(await screen.findByRole('button', { name: `Add rule: ${name}` }, SLOW));
  fireEvent.change(search, { target: { value: '' } });
}
