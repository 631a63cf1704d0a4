import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const clientAdmin = sessionFixture('Client Admin', {
  id: 2,
  user_name: 'Casey Client',
  email: 'clientadmin@demo.finatlas.test',
});

const emptyGroups = { body: { groups: [], total: 0, page: 1, per_page: 100 } };

/** Opens a Mantine select by its label and returns its options (jsdom leaves them "hidden"). */
async function openSelect(label: RegExp): Promise<HTMLElement[]> {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function choose(label: RegExp, option: string) {
  const match = (await openSelect(label)).find((o) => o.textContent === option);
  if (!match) throw new Error(`no option ${option}`);
  fireEvent.click(match);
}

async function openRoleOptions(): Promise<string[]> {
  return (await openSelect(/^Role/)).map((option) => option.textContent ?? '');
}

describe('invite user form', () => {
  it('offers a client admin only the roles they may grant', async () => {
    stubFetch({ 'GET /api/session': { body: clientAdmin }, 'GET /api/admin/groups': emptyGroups });
    renderRoute('/admin/users/new');
    expect(await openRoleOptions()).toEqual(['Client Admin', 'User', 'Guest', 'Viewer']);
  });

  it('shows human messages, never raw validation text, when a role is missing or refused', async () => {
    const refusal = 'Choose a role you may grant: Client Admin, User, Guest or Viewer.';
    stubFetch({
      'GET /api/session': { body: clientAdmin },
      'GET /api/admin/groups': emptyGroups,
      'POST /api/admin/users': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: `Validation failed. ${refusal}`,
            details: [{ path: 'role', message: refusal }],
          },
        },
      },
    });
    renderRoute('/admin/users/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Nia New' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose a role from the list.')).toBeTruthy();
    expect(screen.getByText('Choose a company type from the list.')).toBeTruthy();
    expect(screen.queryByText(/Invalid option/)).toBeNull();

    await choose(/^Role/, 'User');
    await choose(/^Company type/, 'Vendor');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(screen.queryByText(/Invalid option/)).toBeNull();
  });
});
