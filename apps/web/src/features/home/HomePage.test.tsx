import { MESSAGES, USE_CASE_SECTIONS } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userStateKey } from '../../core/local-state';
import { stubFetch } from '../../test/fetch-stub';
import { figuresFixture, sessionFixture, workspaceFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const FIRST_BANK = {
  id: 11,
  name: 'First Prairie Bank',
  fi_type: 'bank',
  city: 'Omaha',
  state: 'NE',
  assets: 1_250_000,
  rssd_id: 501,
  regulatory_id: '1234',
};
const LAKE_CU = {
  ...FIRST_BANK,
  id: 12,
  name: 'Lake Shore Credit Union',
  fi_type: 'credit_union',
  city: 'Duluth',
  state: 'MN',
};
const PEERS = { id: 5, name: 'Midwest peers', peer_count: 24 };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const region = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('shows the vendor and advisor cards with figures from the data', async () => {
    const figures = figuresFixture();
    figures.solutions = { value: 512, text: '500+', source: 'data' };
    stubFetch({ 'GET /api/session': { body: sessionFixture() }, 'GET /api/home/figures': { body: figures } });
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.home.fiProspectingAndCrm }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.home.fiAnalytics })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.home.fiVerticalStrategy })).toBeTruthy();
    expect(await screen.findByText('Technographics across 500+ solutions')).toBeTruthy();
    expect(screen.getByText(/9,512 U\.S\. banks/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Benchmarking' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^See Solutions/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Quick Video/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Request Demo/ })).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('FIN Atlas'));
  });

  it('shows the institution cards and use cases to FI-menu users', async () => {
    stubFetch({
      'GET /api/session': { body: sessionFixture('User', { is_fi_menu: true, company_type: 'Bank' }) },
    });
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.home.institutionAnalytics }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.home.technologyAnalytics })).toBeTruthy();
    for (const section of USE_CASE_SECTIONS) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeTruthy();
    }
  });

  it('keeps the partner’s title and brand on the partner site', async () => {
    document.title = 'CU Alliance Insights';
    stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/site': {
        body: {
          partner: { id: 1, name: 'CU', brand_name: 'CU Alliance Insights', primary_color: '#0f766e' },
        },
      },
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'CU Alliance Insights' })).toBeTruthy();
    expect(document.title).toBe('CU Alliance Insights');
  });

  it('sends a demo request for the card', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'POST /api/demo_requests': { status: 201, body: { message: 'Thank you.' } },
    });
    renderRoute('/dashboard');
    fireEvent.click(
      await screen.findByRole('button', { name: `Request Demo: ${MESSAGES.home.fiAnalytics}` }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /What would you like to see/ }), {
      target: { value: 'Peer groups' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thank you.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/demo_requests')?.body).toEqual({
      topic: 'fi_analytics',
      message: 'Peer groups',
      phone: '',
      source: 'request_demo',
    });
  });

  describe('workspace', () => {
    it('tells a new user what each list will hold and how to start it, and how current the data is', async () => {
      stubFetch({ 'GET /api/session': { body: sessionFixture() } });
      renderRoute('/dashboard');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Continue where you left off' }),
      ).toBeTruthy();
      expect(
        within(region('Continue where you left off'))
          .getByRole('link', { name: 'Run a report' })
          .getAttribute('href'),
      ).toBe('/analytics/reporter/select_institution');
      expect(
        within(region('Recently viewed institutions'))
          .getByRole('link', { name: 'Find an institution' })
          .getAttribute('href'),
      ).toBe('/analytics/fin_profile/select_institution');
      expect(
        within(region('Your peer groups'))
          .getByRole('link', { name: 'Build a peer group' })
          .getAttribute('href'),
      ).toBe('/analytics/reporter/select_peer_group');
      const data = within(region('Data as of'));
      expect(data.getAllByText('Q3 2026')).toHaveLength(2);
      expect(data.getByText('June 30, 2026 survey')).toBeTruthy();
      expect(data.getByText('Updated Nov 20, 2026')).toBeTruthy();
      expect(data.getAllByText('Demo data')).toHaveLength(4);
    });

    it('lists recent reports and institutions; a link reopens them with their selection', async () => {
      stubFetch({
        'GET /api/session': { body: sessionFixture() },
        'GET /api/home/workspace': {
          body: workspaceFixture({
            recent_reports: [
              {
                report_type: 'reporter',
                report_id: 3,
                name: 'Balance Sheet & Growth',
                institutions: [FIRST_BANK, LAKE_CU],
                peer_group: PEERS,
                viewed_at: minutesAgo(5),
              },
            ],
            recent_institutions: [{ institution: LAKE_CU, viewed_at: minutesAgo(120) }],
          }),
        },
      });
      const { router } = renderRoute('/dashboard');
      const reports = within(await screen.findByRole('list', { name: 'Recent reports' }));
      expect(reports.getByText('vs Midwest peers (24 peers)')).toBeTruthy();
      expect(reports.getByText('5 minutes ago')).toBeTruthy();
      const institutions = within(screen.getByRole('list', { name: 'Recently viewed institutions' }));
      expect(institutions.getByText('Duluth, MN · Credit Union · $1.3B assets')).toBeTruthy();
      expect(institutions.getByText('2 hours ago')).toBeTruthy();

      fireEvent.click(
        reports.getByRole('link', { name: 'Balance Sheet & Growth: First Prairie Bank and 1 more' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/reporter/metrics'));
      const stored = JSON.parse(
        window.localStorage.getItem(userStateKey(7, 'analytics-selection:reporter')) ?? '{}',
      );
      expect(stored).toMatchObject({
        institutions: [{ id: FIRST_BANK.id }, { id: LAKE_CU.id }],
        peerGroup: PEERS,
        reportId: 3,
      });
    });

    it('opens a recently viewed institution in FIN Profile', async () => {
      stubFetch({
        'GET /api/session': { body: sessionFixture() },
        'GET /api/home/workspace': {
          body: workspaceFixture({
            recent_institutions: [{ institution: FIRST_BANK, viewed_at: minutesAgo(1) }],
          }),
        },
      });
      const { router } = renderRoute('/dashboard');
      fireEvent.click(await screen.findByRole('link', { name: 'First Prairie Bank' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/analytics/fin_profile/custom_profile'),
      );
      const stored = JSON.parse(
        window.localStorage.getItem(userStateKey(7, 'analytics-selection:fin_profile')) ?? '{}',
      );
      expect(stored.institutions).toEqual([FIRST_BANK]);
    });

    it('leaves out the lists of modules the user has not bought', async () => {
      stubFetch({
        'GET /api/session': { body: sessionFixture() },
        'GET /api/home/workspace': {
          body: workspaceFixture({ access: { reporter: false, advisor: false, profile: false } }),
        },
      });
      renderRoute('/dashboard');
      expect(await screen.findByRole('heading', { level: 2, name: 'Data as of' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Continue where you left off' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Recently viewed institutions' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Your peer groups' })).toBeNull();
    });
  });
});
