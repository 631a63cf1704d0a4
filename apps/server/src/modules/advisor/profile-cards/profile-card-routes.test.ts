import type { CardDataResponse, ProfileCard, ProfileCardBody } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProfileCards } from '../../../db/profile-card-seeds.js';
import { auditLog } from '../../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

const LATEST = '2026-09-30';
const PAGE = 'macro_profitability';

describe('profile cards edited by a FIN Admin', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let bankId: number;
  let peerGroupId: number;
  let cards: ProfileCard[];

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    const banks = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'bank' and active and latest_period = $1
        order by latest_assets desc limit 12`,
      [LATEST],
    );
    bankId = Number(banks[0]?.id);
    const group = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: {
        name: 'Large banks',
        description: '',
        builder: 'quick',
        shared: false,
        criteria: { institution_ids: banks.map((b) => Number(b.id)) },
      },
    });
    peerGroupId = group.json().id;
    cards = (await h.call(admin, { url: '/api/super_admin/profile_cards' })).json().cards;
  });
  afterAll(async () => h?.close());

  const page = async (): Promise<CardDataResponse> => {
    const res = await h.call(vendor, {
      url: `/api/advisors/card_data?institution_id=${bankId}&peer_group_id=${peerGroupId}&section_id=${PAGE}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const card = (cardId: string, section = PAGE) => {
    const found = cards.find((c) => c.card_id === cardId && c.section === section);
    if (!found) throw new Error(`no seeded card ${section}.${cardId}`);
    return found;
  };
  const bodyOf = (c: ProfileCard, patch: Partial<ProfileCardBody> = {}): ProfileCardBody => ({
    title: c.title,
    section: c.section,
    metrics: c.metrics,
    display_order: c.display_order,
    fi_types: c.fi_types,
    description: c.description,
    is_active: c.is_active,
    ...patch,
  });
  const save = (c: ProfileCard, patch: Partial<ProfileCardBody>) =>
    h.call(admin, {
      method: 'PUT',
      url: `/api/super_admin/profile_cards/${c.id}`,
      payload: bodyOf(c, patch),
    });

  it('shows an edited, a deactivated and a new card on the next page load, in the order set', async () => {
    const before = await page();
    expect(before.cards.map((c) => c.card_id).slice(0, 4)).toEqual([
      'roa',
      'roe',
      'pre_provision_roa',
      'pretax_roa',
    ]);
    expect((await h.call(vendor, { url: '/api/super_admin/profile_cards' })).statusCode).toBe(403);

    const renamed = await save(card('roa'), { title: 'ROA (trailing year)', display_order: 35 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await save(card('roe'), { is_active: false })).statusCode).toBe(200);
    const created = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/profile_cards',
      payload: {
        title: 'Efficiency at a glance',
        section: PAGE,
        metrics: ['efficiency_ratio'],
        display_order: 5,
        fi_types: ['bank', 'bhc'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const added: ProfileCard = created.json();
    expect(added.card_id).toBe(`custom_${added.id}`);

    const after = await page();
    expect(after.cards.map((c) => c.card_id).slice(0, 4)).toEqual([
      added.card_id,
      'pre_provision_roa',
      'roa',
      'pretax_roa',
    ]);
    const shown = after.cards.filter((c) => c.kind === 'metric');
    expect(shown.find((c) => c.card_id === 'roa')?.title).toBe('ROA (trailing year)');
    expect(shown.find((c) => c.card_id === added.card_id)).toMatchObject({
      title: 'Efficiency at a glance',
      metric_id: 'efficiency_ratio',
    });
    // A user may arrange the new card like any other.
    const arranged = await h.call(vendor, {
      method: 'PUT',
      url: '/api/user_section_configurations/update_card_position',
      payload: { section_id: PAGE, cards: [{ card_id: added.card_id, position: 1, visible: true }] },
    });
    expect(arranged.statusCode, arranged.body).toBe(200);

    // The next start seeds the shipped cards again: edited ones stay as the FIN Admin left them.
    await seedProfileCards(h.database.db);
    const again = (await h.call(admin, { url: '/api/super_admin/profile_cards' })).json()
      .cards as ProfileCard[];
    expect(again.find((c) => c.id === card('roa').id)).toMatchObject({ title: 'ROA (trailing year)' });
    expect(again.find((c) => c.id === card('roe').id)).toMatchObject({ is_active: false });
    expect(again).toHaveLength(cards.length + 1);
    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'profile_card'));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'profile_card_created',
      'profile_card_updated',
      'profile_card_updated',
    ]);
  });

  it("lists FIN Profile's headline figures from the same cards", async () => {
    const figures = async () => {
      const res = await h.call(vendor, { url: `/api/advisors/basic_profile?institution_id=${bankId}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().financials.cards as { card_id: string; title: string; value_text: string }[];
    };
    expect((await figures()).map((c) => c.title)).toEqual([
      'Total assets',
      'Total deposits',
      'Total loans',
      'Net income (T12)',
      'ROA (T12)',
    ]);
    expect((await save(card('total_loans', 'bank_profile'), { is_active: false })).statusCode).toBe(200);
    const equity = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/profile_cards',
      payload: {
        title: 'Equity to assets',
        section: 'bank_profile',
        metrics: ['equity_to_assets'],
        display_order: 25,
        fi_types: ['bank', 'bhc', 'credit_union'],
      },
    });
    expect(equity.statusCode, equity.body).toBe(201);
    const after = await figures();
    expect(after.map((c) => c.title)).toEqual([
      'Total assets',
      'Total deposits',
      'Equity to assets',
      'Net income (T12)',
      'ROA (T12)',
    ]);
    expect(after[2]?.value_text).toMatch(/^-?\d+\.\d{2}%$/);
  });

  it('refuses a card a page could not show, with the reason', async () => {
    const refusals: [Partial<ProfileCardBody>, string][] = [
      [{ metrics: ['no_such_metric'] }, 'Unknown metric no_such_metric: choose metrics of the catalog.'],
      [
        { section: 'retail_services' },
        "Unknown page retail_services: choose FIN Profile's figures or one of Advisor's profit, growth or risk pages.",
      ],
      [
        { metrics: ['cu_net_margin_to_assets'], fi_types: ['bank', 'credit_union'] },
        "None of the card's metrics can be computed for banks.",
      ],
      // Efficiency Ratio's page has its own card of this id.
      [
        { section: 'efficiency_ratio' },
        'That page already has a card with the id noninterest_expense_to_assets.',
      ],
    ];
    const target = card('noninterest_expense_to_assets', 'non_interest_expense');
    for (const [patch, message] of refusals) {
      const res = await save(target, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().error.message).toBe(`Validation failed. ${message}`);
    }
    const missing = await h.call(admin, { url: '/api/super_admin/profile_cards/999999' });
    expect(missing.statusCode).toBe(404);
  });
});
