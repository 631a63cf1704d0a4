import type { PricingSchedule } from '@fin-atlas/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const finAdmin = sessionFixture('FIN Admin', {
  id: 1,
  user_name: 'Avery Quinn',
  email: 'superadmin@demo.finatlas.test',
});

const standard: PricingSchedule = {
  id: 4,
  is_template: true,
  group_id: null,
  group_name: null,
  template_id: null,
  name: 'Standard 2026',
  cost_per_fi_per_element: 0.05,
  minimum_price: 250,
  tiers: [{ min_fis: 1000, discount_percent: 10 }],
  discount_percent: 0,
  token_value: 1,
  token_balance: 0,
  updated_at: '2026-09-01T10:00:00.000Z',
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('pricing schedule templates', () => {
  it('lists templates and creates one, saying in words what is missing first', async () => {
    let templates = [standard];
    const { calls } = stubFetch({
      'GET /api/session': { body: finAdmin },
      'GET /api/super_admin/pricing_schedules_templates': () => ({ body: { templates } }),
      'POST /api/super_admin/pricing_schedules_templates': (request) => {
        const created = { ...standard, ...(request.body as object), id: 5 };
        templates = [...templates, created];
        return { status: 201, body: created };
      },
    });
    renderRoute('/super_admin/pricing_schedules_templates');
    const table = await screen.findByRole('table', { name: 'Pricing schedule templates' });
    expect(within(table).getByText('Standard 2026')).toBeTruthy();
    expect(within(table).getByText('10.0% from 1,000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New template' }));
    const form = screen.getByRole('form', { name: 'New pricing template' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create template' }));
    expect(await within(form).findByText('Enter a name.')).toBeTruthy();
    expect(within(form).getByText('Enter the cost per institution per element.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(/^Name/, 'Enterprise');
    type(/^Cost per institution per element/, '0.02');
    type(/^Minimum price/, '500');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    type(/Tier 1: from institutions/, '5000');
    type(/Tier 1: discount/, '15');
    type(/Tier 2: from institutions/, '5000');
    type(/Tier 2: discount/, '20');
    fireEvent.click(within(form).getByRole('button', { name: 'Create template' }));
    expect(
      await within(form).findByText('Two volume tiers start at the same number of institutions.'),
    ).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create template' }));
    expect(await within(await screen.findByRole('table')).findByText('Enterprise')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Enterprise',
      cost_per_fi_per_element: 0.02,
      minimum_price: 500,
      discount_percent: 0,
      token_value: 1,
      tiers: [{ min_fis: 5000, discount_percent: 15 }],
    });
  });
});
