import { describe, expect, it } from 'vitest';
import {
  type ProfileInstitution,
  planDemoContacts,
  planDemoEnforcementActions,
} from './profile-records-plan.js';

const REGULATORS = ['FDIC', 'OCC', 'FED'] as const;

function institutions(): ProfileInstitution[] {
  return Array.from({ length: 6_000 }, (_, i) => {
    const fiType = i % 6 === 5 ? 'bhc' : i % 2 === 0 ? 'bank' : 'credit_union';
    return {
      id: i + 1,
      fiType,
      name: `Example ${i} ${fiType === 'credit_union' ? 'Credit Union' : 'Bank'}`,
      regulator:
        fiType === 'credit_union' ? 'NCUA' : fiType === 'bhc' ? 'FED' : (REGULATORS[i % 3] as string),
      website: i % 10 === 0 ? null : `www.example${i}.example`,
      state: 'OH',
      assets: 30_000 * 1.0015 ** i,
      establishedOn: i % 50 === 0 ? '2021-06-01' : '1960-01-01',
      endedOn: i % 40 === 0 ? '2024-03-31' : null,
    };
  });
}

const AGENCY_OF_REGULATOR: Record<string, string> = { FDIC: 'FDIC', OCC: 'OCC', FED: 'FRB', NCUA: 'NCUA' };

describe('demo enforcement actions and contacts', () => {
  const all = institutions();
  const byId = new Map(all.map((i) => [i.id, i]));
  const actions = planDemoEnforcementActions(all, { seed: 7, windowEnd: '2026-09-30' });
  const contacts = planDemoContacts(all, { seed: 7 });

  it('is deterministic', () => {
    expect(planDemoEnforcementActions(all, { seed: 7, windowEnd: '2026-09-30' })).toEqual(actions);
    expect(planDemoContacts(all, { seed: 7 })).toEqual(contacts);
  });

  it('puts a few percent of institutions under actions by the agency of their charter, within their life', () => {
    const share = new Set(actions.map((a) => a.institutionId)).size / all.length;
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.08);
    for (const a of actions) {
      const inst = byId.get(a.institutionId) as ProfileInstitution;
      if (a.agency !== 'CFPB') expect(a.agency).toBe(AGENCY_OF_REGULATOR[inst.regulator ?? '']);
      else expect(inst.assets).toBeGreaterThanOrEqual(10_000_000);
      expect(a.initiatedOn >= '2016-09-30' && a.initiatedOn <= '2026-09-30').toBe(true);
      if (inst.endedOn) expect(a.initiatedOn < inst.endedOn).toBe(true);
      if (a.terminatedOn) expect(a.terminatedOn > a.initiatedOn).toBe(true);
      if (a.actionType === 'Civil Money Penalty') expect(a.penaltyAmount).toBeGreaterThan(0);
    }
    expect(actions.some((a) => a.terminatedOn !== null)).toBe(true);
    expect(new Set(actions.map((a) => a.actionType)).size).toBeGreaterThan(4);
  });

  it('gives larger institutions more contacts, most with an e-mail on the institution domain', () => {
    const count = new Map<number, number>();
    for (const c of contacts) count.set(c.institutionId, (count.get(c.institutionId) ?? 0) + 1);
    const small = all.filter((i) => i.fiType === 'bank' && i.assets < 100_000 && !i.endedOn);
    const large = all.filter((i) => i.fiType === 'bank' && i.assets >= 10_000_000 && !i.endedOn);
    const mean = (list: ProfileInstitution[]) =>
      list.reduce((n, i) => n + (count.get(i.id) ?? 0), 0) / list.length;
    expect(mean(large)).toBeGreaterThan(3 * mean(small));
    expect(all.filter((i) => i.endedOn).every((i) => !count.has(i.id))).toBe(true);
    const withEmail = contacts.filter((c) => c.email !== null);
    expect(withEmail.length / contacts.length).toBeGreaterThan(0.75);
    for (const c of withEmail.slice(0, 500)) {
      const inst = byId.get(c.institutionId) as ProfileInstitution;
      const domain = inst.website ? inst.website.replace(/^www\./, '') : /\.example$/;
      expect(c.email?.split('@')[1]).toMatch(domain);
    }
    expect(contacts.every((c) => /^\(\d{3}\) 555-01\d{2}$/.test(c.phone ?? ''))).toBe(true);
    const first = contacts.filter((c) => byId.get(c.institutionId)?.fiType === 'bank')[0];
    expect(first).toMatchObject({ role: 'executive', title: 'President and Chief Executive Officer' });
  });
});
