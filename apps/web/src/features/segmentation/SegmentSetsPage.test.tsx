import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { segmentSetFixture } from '../../test/segmentation-fixtures';

const BUILT_IN = segmentSetFixture({
  id: 1,
  name: 'Asset Bands',
  built_in: true,
  editable: false,
  owner: null,
  updated_at: null,
});

describe('the global segment sets console', { timeout: 30_000 }, () => {
  it('lists the global sets beside the built-in ones and deletes one after asking', async () => {
    const global = segmentSetFixture({
      id: 1002,
      name: 'Everyone’s tiers',
      is_global: true,
      owner: { id: 1, user_name: 'Avery Quinn' },
    });
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture('FIN Admin') },
      'GET /api/super_admin/segmentation_sets': { body: { segmentations: [global] } },
      'GET /api/segmentations/custom': { body: { segmentations: [] } },
      'GET /api/segmentations': { body: { segmentations: [BUILT_IN] } },
      'DELETE /api/segmentation_sets/1002': { status: 204 },
    });
    renderRoute('/super_admin/segmentations');
    const globals = await screen.findByRole('table', { name: 'Global segment sets' }, { timeout: 10_000 });
    const row = within(globals).getByText('Everyone’s tiers').closest('tr') as HTMLElement;
    expect(within(row).getByText('Global')).toBeTruthy();
    const builtIn = await screen.findByRole('table', { name: 'Built-in segment sets' });
    expect(within(builtIn).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(builtIn).getByRole('button', { name: 'View Asset Bands' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Everyone’s tiers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete segment set' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/segmentation_sets/1002')).toBe(true),
    );
  });
});
