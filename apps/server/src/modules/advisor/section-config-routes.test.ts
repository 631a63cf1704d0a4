import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

describe('Advisor section and card arrangements', () => {
  let h: Harness;
  let vendor: SignedIn;
  let colleague: SignedIn;
  let limited: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
    colleague = await h.signIn(demo.clientadmin);
    limited = await h.signIn(demo.limited);
  });
  afterAll(async () => h.close());

  const put = (as: SignedIn | null, url: string, payload: unknown) =>
    h.call(as, { method: 'PUT', url, payload: payload as Record<string, unknown> });
  const configs = async (as: SignedIn, fi: number, report: number) =>
    (
      await h.call(as, {
        url: `/api/user_section_configurations?financial_institution_id=${fi}&report_id=${report}`,
      })
    ).json().section_configs;

  it('replaces the user’s section list and reads it back in order', async () => {
    const first = await put(vendor, '/api/user_sections/set', {
      user_sections: [
        { section_id: 'risk', position: 1 },
        { section_id: 'profit', position: 0, visible: false },
      ],
    });
    expect(first.statusCode).toBe(200);
    await put(vendor, '/api/user_sections/set', {
      user_sections: [
        { section_id: 'growth', position: 0 },
        { section_id: 'profit', position: 1, visible: false },
      ],
    });
    const res = await h.call(vendor, { url: '/api/user_sections' });
    expect(res.json().user_sections).toEqual([
      { section_id: 'growth', position: 0, visible: true },
      { section_id: 'profit', position: 1, visible: false },
    ]);
    // Each user has their own.
    expect((await h.call(colleague, { url: '/api/user_sections' })).json().user_sections).toEqual([]);
  });

  it('keeps the default card arrangement and lets an institution-specific one override it', async () => {
    const moved = await put(vendor, '/api/user_section_configurations/update_card_position', {
      section_id: 'macro_profitability',
      cards: [
        { card_id: 'roe', position: 0 },
        { card_id: 'roa', position: 1, visible: false },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().section_config).toMatchObject({ financial_institution_id: 0, report_id: 0 });

    expect(await configs(vendor, 42, 1)).toEqual([
      {
        section_id: 'macro_profitability',
        financial_institution_id: 0,
        report_id: 0,
        cards: [
          { card_id: 'roe', position: 0, visible: true },
          { card_id: 'roa', position: 1, visible: false },
        ],
      },
    ]);

    const set = await put(vendor, '/api/user_section_configurations/set', {
      financial_institution_id: 42,
      report_id: 1,
      section_configs: [
        { section_id: 'macro_profitability', cards: [{ card_id: 'net_income', position: 0 }] },
        { section_id: 'loan_growth', cards: [{ card_id: 'loan_growth', position: 0, visible: false }] },
      ],
    });
    expect(set.statusCode).toBe(200);
    const specific = await configs(vendor, 42, 1);
    expect(specific.map((c: { section_id: string }) => c.section_id)).toEqual([
      'loan_growth',
      'macro_profitability',
    ]);
    expect(specific[1]).toMatchObject({ financial_institution_id: 42, cards: [{ card_id: 'net_income' }] });
    // Another institution still gets the default.
    expect((await configs(vendor, 43, 1))[0]).toMatchObject({ financial_institution_id: 0 });
    expect(await configs(colleague, 42, 1)).toEqual([]);
  });

  it('refuses bad bodies with 422 and writes nothing', async () => {
    const before = await configs(vendor, 42, 1);
    const cases = [
      // An unknown card in the second section: the first must not be written either.
      {
        financial_institution_id: 42,
        report_id: 1,
        section_configs: [
          { section_id: 'macro_profitability', cards: [{ card_id: 'roa', position: 0 }] },
          { section_id: 'loan_growth', cards: [{ card_id: 'no_such_card', position: 0 }] },
        ],
      },
      {
        financial_institution_id: 42,
        report_id: 1,
        section_configs: [
          {
            section_id: 'macro_profitability',
            cards: [
              { card_id: 'roa', position: 0 },
              { card_id: 'roe', position: 0 },
            ],
          },
        ],
      },
      { financial_institution_id: 42, section_configs: [] },
      {
        financial_institution_id: 42,
        report_id: 1,
        section_configs: [
          { section_id: 'loan_growth', cards: [] },
          { section_id: 'loan_growth', cards: [] },
        ],
      },
    ];
    for (const body of cases) {
      const res = await put(vendor, '/api/user_section_configurations/set', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await configs(vendor, 42, 1)).toEqual(before);
    const badPosition = await put(vendor, '/api/user_section_configurations/update_card_position', {
      section_id: 'macro_profitability',
      cards: [{ card_id: 'roa', position: -1 }],
    });
    expect(badPosition.statusCode).toBe(422);
    const duplicate = await put(vendor, '/api/user_sections/set', {
      user_sections: [
        { section_id: 'risk', position: 0 },
        { section_id: 'risk', position: 1 },
      ],
    });
    expect(duplicate.statusCode).toBe(422);
  });

  it('needs a signed-in user with the Advisor module', async () => {
    expect((await h.call(null, { url: '/api/user_sections' })).statusCode).toBe(401);
    expect((await h.call(limited, { url: '/api/user_sections' })).statusCode).toBe(403);
    expect(
      (
        await h.call(limited, {
          url: '/api/user_section_configurations?financial_institution_id=1&report_id=1',
        })
      ).statusCode,
    ).toBe(403);
    expect((await put(limited, '/api/user_sections/set', { user_sections: [] })).statusCode).toBe(403);
    expect(
      (
        await put(limited, '/api/user_section_configurations/set', {
          financial_institution_id: 1,
          report_id: 1,
          section_configs: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await put(limited, '/api/user_section_configurations/update_card_position', {
          section_id: 'roa',
          cards: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await put(null, '/api/user_sections/set', { user_sections: [] })).statusCode).toBe(401);
  });
});
