import type { IntentAction, IntentActionBody } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { ADMIN_SHELL, SLOW, signalDetail } from '../../../test/intent-fixtures';
import { renderRoute } from '../../../test/render-route';

const ACTION: IntentAction = {
  id: 4,
  name: 'Alert followers at in-depth',
  signal: null,
  level: 'in_depth_research',
  kind: 'notify',
  org_list: null,
  is_active: true,
  fired: 17,
  last_fired_at: '2026-10-01T08:00:00.000Z',
};

describe('actions console', { timeout: 30_000 }, () => {
  it('lists the actions and creates one that fills a CRM list, which it must name', async () => {
    const posted: IntentActionBody[] = [];
    stubFetch({
      ...ADMIN_SHELL,
      'GET /api/super_admin/actions': {
        body: { actions: [ACTION], crm_lists: [{ id: 8, name: 'Core prospects', group: null }] },
      },
      'GET /api/super_admin/signals': { body: { signals: [signalDetail()] } },
      'POST /api/super_admin/actions': (request) => {
        posted.push(request.body as IntentActionBody);
        return { status: 201, body: { ...ACTION, id: 5, name: 'Core in-depth to list' } };
      },
    });
    renderRoute('/super_admin/actions');
    const table = await screen.findByTestId('intent-actions', {}, SLOW);
    const row = within(table).getByRole('row', { name: /Alert followers at in-depth/ });
    expect(within(row).getByText('Any signal')).toBeTruthy();
    expect(within(row).getByText('17')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New action' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Core in-depth to list' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Signal' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Core Conversion', hidden: true }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Add to a CRM list' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create action' }));
    expect(
      await within(dialog).findByText('Choose the CRM list the institutions are added to.'),
    ).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'CRM list' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Core prospects', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create action' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Core in-depth to list',
      signal_id: 3,
      level: 'in_depth_research',
      kind: 'crm_list',
      org_list_id: 8,
      is_active: true,
    });
  });
});
