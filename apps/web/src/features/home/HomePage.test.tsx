import { MESSAGES, USE_CASE_SECTIONS } from '@fin-atlas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { figuresFixture, sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

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
    });
  });
});
