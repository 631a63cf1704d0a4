import { describe, expect, it } from 'vitest';
import { generateDemoDataSet } from './generate-demo.js';

const small = () =>
  generateDemoDataSet({ latestPeriod: '2026-09-30', banks: 300, holdingCompanies: 60, creditUnions: 300 });

describe('national demo data set', () => {
  const data = small();

  it('is deterministic for a seed and a latest period', () => {
    const again = small();
    expect(again.institutions.map((i) => i.name)).toEqual(data.institutions.map((i) => i.name));
    const pick = (d: typeof data) => d.institutions[17]?.financials.get('2025-06-30');
    expect(pick(again)).toEqual(pick(data));
    expect(again.events).toEqual(data.events);
  });

  it('covers twenty quarters ending at the latest period', () => {
    expect(data.periods).toHaveLength(20);
    expect(data.periods[0]).toBe('2021-12-31');
    expect(data.periods.at(-1)).toBe('2026-09-30');
  });

  it('keeps the balance sheet identity and year-to-date flows in every filing', () => {
    for (const inst of data.institutions.filter((i) => i.fiType === 'bank')) {
      for (const [period, r] of inst.financials) {
        expect(
          Math.abs((r.asset ?? 0) - (r.liab ?? 0) - (r.eqtot ?? 0)),
          `${inst.name} ${period}`,
        ).toBeLessThanOrEqual(1);
        expect(r.lnlsnet).toBe((r.lnlsgr ?? 0) - (r.lnatres ?? 0));
        expect(Math.abs((r.nim ?? 0) - ((r.intinc ?? 0) - (r.eintexp ?? 0)))).toBeLessThanOrEqual(2);
      }
      const q1 = inst.financials.get('2026-03-31')?.intinc;
      const q2 = inst.financials.get('2026-06-30')?.intinc;
      if (q1 !== undefined && q2 !== undefined) expect(q2).toBeGreaterThan(q1);
    }
    for (const inst of data.institutions.filter((i) => i.fiType === 'credit_union')) {
      for (const r of inst.financials.values()) {
        expect(r.acct_010).toBeGreaterThan(0);
        expect(r.acct_997).toBeLessThan(r.acct_010 ?? 0);
      }
    }
  });

  it('gives holding companies the sum of their banks', () => {
    const bhc = data.institutions.find(
      (i) => i.fiType === 'bhc' && data.institutions.some((b) => b.parentKey === i.key),
    );
    expect(bhc).toBeDefined();
    const children = data.institutions.filter((b) => b.parentKey === bhc?.key);
    const period = '2026-09-30';
    const sum = children.reduce((n, c) => n + (c.financials.get(period)?.asset ?? 0), 0);
    expect(bhc?.financials.get(period)?.asset ?? 0).toBe(sum);
  });

  it('ends merged institutions and records who acquired them', () => {
    expect(data.events.length).toBeGreaterThan(0);
    for (const e of data.events) {
      const target = data.institutions.find((i) => i.key === e.targetKey);
      expect(target?.active).toBe(false);
      expect(target?.financials.has('2026-09-30')).toBe(false);
    }
  });

  it('spreads sizes across the asset bands and places branches in the home state', () => {
    const latest = data.institutions
      .filter((i) => i.fiType === 'bank' && i.active)
      .map((i) => i.financials.get('2026-09-30')?.asset ?? 0);
    expect(latest.filter((a) => a < 100_000).length).toBeGreaterThan(10);
    expect(latest.filter((a) => a > 1_000_000).length).toBeGreaterThan(10);
    expect(data.branches.length).toBeGreaterThan(data.institutions.length / 2);
    const main = data.branches.filter((b) => b.isMainOffice);
    for (const b of main)
      expect(b.state).toBe(data.institutions.find((i) => i.key === b.institutionKey)?.state);
  });
});
