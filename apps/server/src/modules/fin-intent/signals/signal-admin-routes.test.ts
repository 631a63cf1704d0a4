import { DELETED_ELEMENT_NAME, type IntentSignalBody, type IntentSignalDetail } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { type IntentFixture, seedIntentFixture } from '../../../test/intent-fixtures.js';

type Body = Omit<IntentSignalBody, 'elements'> & { elements: Record<string, unknown>[] };

const SIGNALS = '/api/super_admin/signals';
const ACTIONS = '/api/super_admin/actions';

describe('FIN Admin: signals and actions', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let solutionId: number;
  let fx: IntentFixture;

  const send = (
    as: SignedIn | null,
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
  ) => h.call(as, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  const body = (name: string, overrides: Partial<Body> = {}): Body => ({
    name,
    description: 'Branches and digital channels replatforming.',
    solution_id: solutionId,
    thresholds: { early: 25, active: 50, in_depth: 75 },
    is_active: true,
    elements: [
      {
        name: 'Conversion postings',
        weight: 70,
        params: { kind: 'job_posting', query: '"core conversion"', within_quarters: 4, min_count: 2 },
      },
      { name: 'Old contract', weight: 30, params: { kind: 'contract_age', min_years: 7 } },
    ],
    ...overrides,
  });

  const elementsOf = (signalId: number) =>
    h.database.query<{ id: number; name: string; weight: number; position: number; deleted: boolean }>(
      `select id, name, weight, position, deleted_at is not null as deleted
         from intent_signal_elements where signal_id = $1 order by id`,
      [signalId],
    );

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    const [solution] = await h.database.query<{ id: number }>(
      `select id from solutions where name = 'Core Processing'`,
    );
    solutionId = solution?.id ?? 0;
    fx = await seedIntentFixture(h.database, 'Fixture: Core Conversion');
  });
  afterAll(async () => h?.close());

  describe('signals', () => {
    it('creates a signal with its elements in order and writes the audit log', async () => {
      const res = await send(admin, 'POST', SIGNALS, body('Admin: Core replacement'));
      expect(res.statusCode, res.body).toBe(201);
      const created: IntentSignalDetail = res.json();
      expect(created).toMatchObject({
        name: 'Admin: Core replacement',
        solution: { id: solutionId, name: 'Core Processing' },
        thresholds: { early: 25, active: 50, in_depth: 75 },
        is_active: true,
        period: null,
        history: [],
        counts: { early_research: 0, active_research: 0, in_depth_research: 0 },
      });
      expect(created.elements.map((e) => [e.name, e.kind, e.weight, e.deleted])).toEqual([
        ['Conversion postings', 'job_posting', 70, false],
        ['Old contract', 'contract_age', 30, false],
      ]);
      const [entry] = await h.database.query<{ action: string; actor_user_id: number }>(
        `select action, actor_user_id from audit_log where target_type = 'intent_signal' and target_id = $1`,
        [String(created.id)],
      );
      expect(entry).toEqual({ action: 'intent_signal_created', actor_user_id: admin.userId });
      const list: { signals: IntentSignalDetail[] } = (await send(admin, 'GET', SIGNALS)).json();
      expect(list.signals.find((s) => s.id === created.id)).toEqual(created);
      const fixture = list.signals.find((s) => s.id === fx.signalId);
      expect(fixture?.period).toBe('2026-09-30');
      expect(fixture?.elements.map((e) => e.name)).toContain(DELETED_ELEMENT_NAME);
    });

    it("refuses a taken name, disordered thresholds, no elements or an unknown solution in the spec's words", async () => {
      const cases: [Body, string][] = [
        [body('fixture: CORE conversion'), 'Validation failed. Signal name already exists.'],
        [
          body('Admin: thresholds', { thresholds: { early: 50, active: 40, in_depth: 60 } }),
          'Validation failed. Thresholds must rise from early to active to in-depth research.',
        ],
        [body('Admin: empty', { elements: [] }), 'Validation failed. A signal needs at least one element.'],
        [
          body('Admin: no solution', { solution_id: 2_000_000 }),
          'Validation failed. The solution does not exist.',
        ],
        [
          body('Admin: contract without solution', { solution_id: null }),
          'Validation failed. Contract age and vendor consolidation elements need the signal to name a solution.',
        ],
        [
          body('Admin: stray element', {
            elements: [
              {
                id: fx.elements.postings,
                name: 'x',
                weight: 1,
                params: { kind: 'merger', role: 'any', within_quarters: 4 },
              },
            ],
          }),
          'Validation failed. An element does not belong to this signal.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await send(admin, 'POST', SIGNALS, payload);
        expect(res.statusCode, payload.name).toBe(422);
        expect(res.json().error.message, payload.name).toBe(message);
      }
      const [count] = await h.database.query<{ n: number }>(
        `select count(*)::int as n from intent_signals where name like 'Admin: %' and name <> 'Admin: Core replacement'`,
      );
      expect(count?.n).toBe(0);
    });

    it('updates elements with ids, adds new ones, and deletes left-out ones: softly when they carry evidence', async () => {
      const before = await elementsOf(fx.signalId);
      const live = before.filter((e) => !e.deleted);
      expect(live.map((e) => e.name)).toEqual(['Core conversion postings', 'New technology executive']);
      // Evidence points at the postings element; none at the executive element.
      const res = await send(
        admin,
        'PUT',
        `${SIGNALS}/${fx.signalId}`,
        body('Fixture: Core Conversion', {
          elements: [
            {
              name: 'Announced merger',
              weight: 20,
              params: { kind: 'merger', role: 'any', within_quarters: 4 },
            },
            {
              id: fx.elements.cio,
              name: 'New CIO or CTO',
              weight: 40,
              params: { kind: 'contact', roles: ['technology'], event: 'joined', within_quarters: 6 },
            },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const detail: IntentSignalDetail = res.json();
      expect(detail.elements.map((e) => [e.name, e.deleted])).toEqual([
        ['Announced merger', false],
        ['New CIO or CTO', false],
        [DELETED_ELEMENT_NAME, true],
        [DELETED_ELEMENT_NAME, true],
      ]);
      const after = await elementsOf(fx.signalId);
      expect(after.find((e) => e.id === fx.elements.postings)).toMatchObject({ deleted: true });
      expect(after.find((e) => e.id === fx.elements.cio)).toMatchObject({
        name: 'New CIO or CTO',
        weight: 40,
        position: 1,
        deleted: false,
      });
      expect(after.find((e) => e.name === 'Announced merger')).toMatchObject({ position: 0, deleted: false });
      // The evidence still names the postings element, now '(Deleted)', on the institution's page.
      const top = fx.scores.filter((s) => s.period === '2026-09-30').sort((a, b) => b.score - a.score)[0];
      const evidence = (
        await send(vendor, 'GET', `/api/intent/signals/${fx.signalId}/institutions/${top?.institutionId}`)
      ).json();
      expect(evidence.elements.filter((e: { name: string }) => e.name === DELETED_ELEMENT_NAME)).toHaveLength(
        2,
      );
      // An element left out without any evidence is gone for good.
      const dropped = await send(
        admin,
        'PUT',
        `${SIGNALS}/${fx.signalId}`,
        body('Fixture: Core Conversion', {
          elements: [detail.elements[1] as unknown as Record<string, unknown>],
        }),
      );
      expect(dropped.statusCode, dropped.body).toBe(200);
      const merger = after.find((e) => e.name === 'Announced merger');
      expect((await elementsOf(fx.signalId)).map((e) => e.id)).not.toContain(merger?.id);
    });

    it('writes nothing of an update that fails part way', async () => {
      const created = (await send(admin, 'POST', SIGNALS, body('Admin: all or nothing'))).json();
      const [other] = created.elements;
      const before = await elementsOf(created.id);
      // The second element names an element of another signal: the rename and the first change must not stay.
      const res = await send(
        admin,
        'PUT',
        `${SIGNALS}/${created.id}`,
        body('Admin: renamed', {
          elements: [
            { id: other.id, name: 'Changed', weight: 5, params: other.params },
            {
              id: fx.elements.cio,
              name: 'Stolen',
              weight: 5,
              params: { kind: 'merger', role: 'any', within_quarters: 4 },
            },
          ],
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe('Validation failed. An element does not belong to this signal.');
      const after = (await send(admin, 'GET', `${SIGNALS}/${created.id}`)).json();
      expect(after.name).toBe('Admin: all or nothing');
      expect(await elementsOf(created.id)).toEqual(before);
      const [audits] = await h.database.query<{ n: number }>(
        `select count(*)::int as n from audit_log where action = 'intent_signal_updated' and target_id = $1`,
        [String(created.id)],
      );
      expect(audits?.n).toBe(0);
    });

    it('deletes a signal with its scores, and answers 404 for one that does not exist', async () => {
      const created = (await send(admin, 'POST', SIGNALS, body('Admin: short lived'))).json();
      const res = await send(admin, 'DELETE', `${SIGNALS}/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect((await send(admin, 'GET', `${SIGNALS}/${created.id}`)).statusCode).toBe(404);
      expect((await send(admin, 'DELETE', `${SIGNALS}/${created.id}`)).statusCode).toBe(404);
      const put = await send(admin, 'PUT', `${SIGNALS}/${created.id}`, body('Admin: short lived'));
      expect(put.json().error.message).toBe('Signal not found.');
    });

    it('lists inactive signals to FIN Admins only', async () => {
      const created = (
        await send(admin, 'POST', SIGNALS, body('Admin: paused', { is_active: false }))
      ).json();
      expect((await send(admin, 'GET', SIGNALS)).json().signals.map((s: { id: number }) => s.id)).toContain(
        created.id,
      );
      expect((await send(admin, 'GET', `${SIGNALS}/${created.id}`)).statusCode).toBe(200);
      const users = (await send(vendor, 'GET', '/api/intent/signals')).json();
      expect(users.signals.map((s: { id: number }) => s.id)).not.toContain(created.id);
    });
  });

  describe('actions', () => {
    let crmListId: number;

    beforeAll(async () => {
      const [list] = await h.database.query<{ id: number }>(
        `insert into org_lists (kind, group_id, user_id, name, file_name, columns)
         values ('crm', (select client_group_id from users where email = $1), $2, 'Prospects', 'prospects.csv', '["Company","City","State"]')
         returning id`,
        [demo.vendor, vendor.userId],
      );
      crmListId = list?.id ?? 0;
    });

    it('creates, lists with firings, changes and deletes actions', async () => {
      const notify = await send(admin, 'POST', ACTIONS, {
        name: 'Tell followers',
        signal_id: fx.signalId,
        level: 'active_research',
        kind: 'notify',
      });
      expect(notify.statusCode, notify.body).toBe(201);
      expect(notify.json()).toMatchObject({
        name: 'Tell followers',
        signal: { id: fx.signalId, name: 'Fixture: Core Conversion' },
        org_list: null,
        is_active: true,
        fired: 0,
        last_fired_at: null,
      });
      const crm = await send(admin, 'POST', ACTIONS, {
        name: 'Add to prospects',
        signal_id: null,
        level: 'in_depth_research',
        kind: 'crm_list',
        org_list_id: crmListId,
      });
      expect(crm.statusCode, crm.body).toBe(201);
      await h.database.query(
        `insert into intent_action_runs (action_id, signal_id, institution_id, period, level)
         values ($1, $2, $3, '2026-09-30', 'in_depth_research')`,
        [crm.json().id, fx.signalId, fx.institutionIds[0]],
      );
      const list = (await send(admin, 'GET', ACTIONS)).json();
      expect(list.crm_lists).toContainEqual({ id: crmListId, name: 'Prospects', group: expect.any(String) });
      const listed = list.actions.find((a: { id: number }) => a.id === crm.json().id);
      expect(listed).toMatchObject({
        signal: null,
        org_list: { id: crmListId, name: 'Prospects' },
        fired: 1,
      });
      expect(listed.last_fired_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const changed = await send(admin, 'PUT', `${ACTIONS}/${notify.json().id}`, {
        name: 'Tell followers early',
        signal_id: fx.signalId,
        level: 'early_research',
        kind: 'notify',
        is_active: false,
      });
      expect(changed.json()).toMatchObject({
        name: 'Tell followers early',
        level: 'early_research',
        is_active: false,
      });
      expect((await send(admin, 'DELETE', `${ACTIONS}/${notify.json().id}`)).statusCode).toBe(204);
      expect((await send(admin, 'GET', `${ACTIONS}/${notify.json().id}`)).statusCode).toBe(404);
      const audits = await h.database.query<{ action: string }>(
        `select action from audit_log where target_type = 'intent_action' order by id`,
      );
      expect(audits.map((a) => a.action)).toEqual([
        'intent_action_created',
        'intent_action_created',
        'intent_action_updated',
        'intent_action_deleted',
      ]);
    });

    it('refuses a CRM action without a CRM list, and unknown signals or lists', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [
          { name: 'No list', signal_id: null, level: 'active_research', kind: 'crm_list' },
          'Validation failed. Choose the CRM list the institutions are added to.',
        ],
        [
          {
            name: 'Bad list',
            signal_id: null,
            level: 'active_research',
            kind: 'crm_list',
            org_list_id: 2_000_000,
          },
          'Validation failed. The CRM list does not exist.',
        ],
        [
          { name: 'Bad signal', signal_id: 2_000_000, level: 'active_research', kind: 'notify' },
          'Validation failed. The signal does not exist.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await send(admin, 'POST', ACTIONS, payload);
        expect(res.statusCode, String(payload.name)).toBe(422);
        expect(res.json().error.message).toBe(message);
      }
    });
  });

  it('is for FIN Admins only', async () => {
    const clientAdmin = await h.signIn(demo.clientadmin);
    const calls: [string, string][] = [
      ['GET', SIGNALS],
      ['POST', SIGNALS],
      ['GET', `${SIGNALS}/${fx.signalId}`],
      ['PUT', `${SIGNALS}/${fx.signalId}`],
      ['DELETE', `${SIGNALS}/${fx.signalId}`],
      ['GET', ACTIONS],
      ['POST', ACTIONS],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? body('Intruder') : undefined;
      for (const who of [vendor, clientAdmin]) {
        expect((await send(who, method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await send(null, method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await send(admin, 'GET', `${SIGNALS}/${fx.signalId}`)).statusCode).toBe(200);
  });
});
