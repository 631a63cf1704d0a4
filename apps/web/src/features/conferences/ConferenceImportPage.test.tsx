import { type Conference, MESSAGES, type OrgListDetail, type OrgListRow } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const module = (id: number, name: string, path: string, parent: number | null) => ({
  id,
  name,
  icon: null,
  path,
  display_type: parent === null ? ('module' as const) : ('page' as const),
  parent_id: parent,
  display_order: id,
  partially_enabled: false,
  user_guide_url: null,
});
const MODULES = [
  module(10, 'Technographics', '/technographics', null),
  module(15, 'Conference Import', '/technographics/fin_query/conference_import', 10),
];
const SHELL = {
  'GET /api/session': { body: sessionFixture() },
  'GET /api/ui_modules': {
    body: {
      ui_modules: MODULES.map((m) => ({
        ...m,
        enabled: true,
        about_path: null,
        module_flag: 'fin_technographics',
      })),
    },
  },
  'GET /api/users/enabled_modules': {
    body: { ui_modules: MODULES, enabled_paths: MODULES.map((m) => m.path) },
  },
};

const conference: Conference = {
  id: 41,
  name: 'Money 20/20 Las Vegas',
  file_name: 'attendees.csv',
  created_at: '2026-03-02T10:00:00.000Z',
  created_by: 'Riley Chen',
  columns: ['Name', 'Company', 'Email'],
  column_map: {
    organization: 'Company',
    person: 'Name',
    title: null,
    email: 'Email',
    city: null,
    state: null,
    website: null,
  },
  counts: { total: 3, matched: 1, review: 1, unmatched: 1 },
};

const institution = (id: number, name: string, state: string) => ({
  id,
  name,
  fi_type: 'bank',
  city: 'Portland',
  state,
  assets: 300_000,
  rssd_id: 7000 + id,
  regulatory_id: String(id),
});

const rows: OrgListRow[] = [
  {
    id: 1,
    line: 2,
    organization: 'Kestrel Valley Bank',
    person: 'Ben Ng',
    title: 'CIO',
    email: 'ben@kestrelvalley.example',
    city: null,
    state: null,
    domain: 'kestrelvalley.example',
    status: 'matched',
    confidence: 0.98,
    institution: institution(5, 'Kestrel Valley Bank, N.A.', 'KS'),
    candidates: [{ ...institution(5, 'Kestrel Valley Bank, N.A.', 'KS'), confidence: 0.98 }],
  },
  {
    id: 2,
    line: 3,
    organization: 'Lantern Harbor Savings Bank',
    person: 'Cy Ortiz',
    title: null,
    email: null,
    city: null,
    state: null,
    domain: null,
    status: 'review',
    confidence: 1,
    institution: null,
    candidates: [
      { ...institution(7, 'Lantern Harbor Savings Bank', 'ME'), confidence: 1 },
      { ...institution(8, 'Lantern Harbor Savings Bank', 'OR'), confidence: 1 },
    ],
  },
  {
    id: 3,
    line: 4,
    organization: 'Globex Consulting',
    person: 'Ed Fox',
    title: null,
    email: null,
    city: null,
    state: null,
    domain: null,
    status: 'unmatched',
    confidence: null,
    institution: null,
    candidates: [],
  },
];

const detail = (list: Conference, shown: OrgListRow[]): OrgListDetail => ({
  list,
  rows: shown,
  total: shown.length,
  page: 1,
  per_page: 50,
});

describe('conference import', () => {
  it('uploads a list, shows the matches, confirms a review row and deletes with the spec message', {
    timeout: 30_000,
  }, async () => {
    let conferences: Conference[] = [];
    let current = rows;
    const { calls } = stubFetch({
      ...SHELL,
      'GET /api/conferences': () => ({ body: { conferences } }),
      'POST /api/conferences': () => {
        conferences = [conference];
        return { status: 201, body: { conference } };
      },
      'GET /api/conferences/41': () => ({ body: detail(conference, current) }),
      'PATCH /api/conferences/41/rows/2': () => {
        const [, review] = current;
        const confirmed = {
          ...(review as OrgListRow),
          status: 'confirmed' as const,
          institution: institution(8, 'Lantern Harbor Savings Bank', 'OR'),
        };
        current = [current[0] as OrgListRow, confirmed, current[2] as OrgListRow];
        return { body: { row: confirmed, counts: { total: 3, matched: 2, review: 0, unmatched: 1 } } };
      },
      'DELETE /api/conferences/41': () => {
        conferences = [];
        return { body: { message: MESSAGES.toast.conferenceDeleted } };
      },
    });
    renderRoute('/technographics/fin_query/conference_import');
    // The page loads lazily behind the session and module checks; slow machines need the time.
    expect(await screen.findByText('No conferences yet', {}, { timeout: 5_000 })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Conference name/ }), {
      target: { value: 'Money 20/20 Las Vegas' },
    });
    const file = new File(['Name,Company\nBen,Kestrel Valley Bank\n'], 'attendees.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(
      await screen.findByText('Money 20/20 Las Vegas: 1 matched, 1 to review, 1 not matched.'),
    ).toBeTruthy();
    const upload = calls.find((c) => c.method === 'POST' && c.path === '/api/conferences');
    expect(upload?.headers.get('x-csrf-token') ?? upload?.headers.get('X-CSRF-Token')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Matched attendees' });
    expect(within(table).getByText('Kestrel Valley Bank, N.A.')).toBeTruthy();
    expect(within(table).getByText('Needs review')).toBeTruthy();
    expect(within(table).getByText('Not matched')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the candidate for line 3' }));
    expect(await screen.findByText('Line 3: Lantern Harbor Savings Bank confirmed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ action: 'confirm', institution_id: 7 });

    const download = screen.getByRole('link', { name: 'Download enriched Excel' });
    expect(download.getAttribute('href')).toBe('/api/conferences/41/download.xlsx');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Money 20/20 Las Vegas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.toast.conferenceDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No conferences yet')).toBeTruthy(), { timeout: 5_000 });
  });

  it('shows why the server refused an upload', async () => {
    stubFetch({
      ...SHELL,
      'GET /api/conferences': { body: { conferences: [conference] } },
      'POST /api/conferences': {
        status: 422,
        body: { error: { code: 'unprocessable_entity', message: MESSAGES.validation.conferenceNameExists } },
      },
    });
    renderRoute('/technographics/fin_query/conference_import');
    fireEvent.change(await screen.findByRole('textbox', { name: /Conference name/ }, { timeout: 5_000 }), {
      target: { value: 'money 20/20 las vegas' },
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Company\nX\n'], 'a.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText(MESSAGES.validation.conferenceNameExists)).toBeTruthy();
  });
});
