import type { CoverageRequest, CoverageRequestList } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../../test/identity-harness.js';
import { insertTechnographicsFixture } from '../../../test/technographics-fixtures.js';

const URL = '/api/technographics/coverage_requests';

describe('coverage requests', () => {
  let h: Harness;
  let fi: SignedIn;
  let vendor: SignedIn;
  let clientAdmin: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    await insertTechnographicsFixture(h.database.db);
    [fi, vendor, clientAdmin, admin] = await Promise.all([
      h.signIn(demo.fi),
      h.signIn(demo.vendor),
      h.signIn(demo.clientadmin),
      h.signIn(demo.superadmin),
    ]);
  });
  afterAll(async () => h.close());

  const ask = (as: SignedIn | null, payload: object) => h.call(as, { method: 'POST', url: URL, payload });
  const list = async (as: SignedIn, query = '') => {
    const res = await h.call(as, { url: `${URL}${query}` });
    return { status: res.statusCode, requests: (res.json() as CoverageRequestList).requests };
  };
  const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

  let fiRequest: CoverageRequest;

  it('lets any Technographics user ask for a vendor or solution, and see only their own requests', async () => {
    const created = await ask(fi, {
      kind: 'vendor',
      name: '  Northwind Lending  ',
      details: 'Our LOS vendor.',
    });
    expect(created.statusCode).toBe(201);
    fiRequest = created.json() as CoverageRequest;
    expect(fiRequest).toMatchObject({
      kind: 'vendor',
      name: 'Northwind Lending',
      details: 'Our LOS vendor.',
      status: 'open',
      answer: '',
      answered_at: null,
      answered_by: null,
      requester: { email: demo.fi, user_name: 'Morgan Patel' },
    });
    expect((await ask(vendor, { kind: 'solution', name: 'Treasury Management' })).statusCode).toBe(201);

    expect((await list(fi)).requests.map((r) => r.name)).toEqual(['Northwind Lending']);
    expect((await list(vendor)).requests.map((r) => r.name)).toEqual(['Treasury Management']);
    // Requests are personal: a colleague in the same client group, even its admin, sees only their own.
    expect((await list(clientAdmin)).requests).toEqual([]);
  });

  it('validates requests with clear 422 messages', async () => {
    const cases: [object, string][] = [
      [{ kind: 'vendor', name: '   ' }, 'Validation failed. Enter the name of the vendor or solution.'],
      [{ kind: 'vendor' }, 'Validation failed. Enter the name of the vendor or solution.'],
      [{ kind: 'bank', name: 'X' }, 'Validation failed. Choose whether you ask for a vendor or a solution.'],
      [
        { kind: 'vendor', name: 'x'.repeat(201) },
        'Validation failed. The name can be at most 200 characters.',
      ],
      [
        { kind: 'vendor', name: 'fiservo technologies' },
        'Validation failed. Fiservo Technologies is already covered: find the vendor in the product search.',
      ],
      [
        { kind: 'solution', name: 'Mobile banking' },
        'Validation failed. Mobile Banking is already covered: find the solution in the product search.',
      ],
      [
        { kind: 'vendor', name: 'NORTHWIND LENDING' },
        'Validation failed. You already asked for this vendor; the request is open.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(fi, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorOf(res)).toBe(message);
    }
    expect((await list(fi)).requests).toHaveLength(1);
  });

  it('shows FIN Admins every request, filtered by status, and refuses that list to others', async () => {
    const all = await list(admin, '?scope=all');
    expect(all.status).toBe(200);
    expect(all.requests.map((r) => r.name).sort()).toEqual(['Northwind Lending', 'Treasury Management']);
    expect((await list(admin, '?scope=all&status=added')).requests).toEqual([]);
    expect((await list(vendor, '?scope=all')).status).toBe(403);
    expect((await list(clientAdmin, '?scope=all')).status).toBe(403);
    expect((await list(admin, '?scope=all&status=maybe')).status).toBe(422);
  });

  it('lets only FIN Admins answer, once, with a status and a text', async () => {
    const answer = (as: SignedIn, id: number, payload: object) =>
      h.call(as, { method: 'POST', url: `${URL}/${id}/answer`, payload });

    expect((await answer(vendor, fiRequest.id, { status: 'added', answer: 'Done' })).statusCode).toBe(403);
    expect((await answer(clientAdmin, fiRequest.id, { status: 'added', answer: 'Done' })).statusCode).toBe(
      403,
    );

    const missingText = await answer(admin, fiRequest.id, { status: 'added', answer: ' ' });
    expect(missingText.statusCode).toBe(422);
    expect(errorOf(missingText)).toBe('Validation failed. Write an answer for the requester.');
    const badStatus = await answer(admin, fiRequest.id, { status: 'open', answer: 'Hmm' });
    expect(errorOf(badStatus)).toBe('Validation failed. Answer with added or declined.');

    const done = await answer(admin, fiRequest.id, { status: 'added', answer: 'Northwind is now covered.' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'added',
      answer: 'Northwind is now covered.',
      answered_by: 'Avery Quinn',
    });
    expect((done.json() as CoverageRequest).answered_at).not.toBeNull();

    const again = await answer(admin, fiRequest.id, { status: 'declined', answer: 'Changed my mind' });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toBe('Validation failed. This request has already been answered.');
    const unknown = await answer(admin, 999_999, { status: 'declined', answer: 'No' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe('Request not found.');

    // The requester sees the answer; the status filter finds it.
    expect((await list(fi)).requests[0]).toMatchObject({
      status: 'added',
      answer: 'Northwind is now covered.',
    });
    expect((await list(admin, '?scope=all&status=added')).requests.map((r) => r.id)).toEqual([fiRequest.id]);
    // Once answered, the same name may be asked for again.
    expect((await ask(fi, { kind: 'vendor', name: 'Northwind Lending' })).statusCode).toBe(201);
  });

  it('requires sign-in and the Technographics module', async () => {
    expect((await h.call(null, { url: URL })).statusCode).toBe(401);
    expect((await ask(null, { kind: 'vendor', name: 'X' })).statusCode).toBe(401);
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    expect((await h.call(partner, { url: URL, headers: { host: PARTNER_HOST } })).statusCode).toBe(403);
    expect(
      (
        await h.call(partner, {
          method: 'POST',
          url: URL,
          payload: { kind: 'vendor', name: 'X' },
          headers: { host: PARTNER_HOST },
        })
      ).statusCode,
    ).toBe(403);
  });
});
