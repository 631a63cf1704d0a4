import { describe, expect, it } from 'vitest';
import { BANK_REPORT_LINES, CREDIT_UNION_REPORT_LINES } from './call-report-lines.js';
import { bankCallReport, creditUnionCallReport } from './call-report-mapping.js';
import { drawProfile, type Kind } from './institution-model.js';
import { createRandom } from './random.js';
import { simulateInstitution } from './simulate.js';

const quarters = (kind: Kind, seed: number) => {
  const random = createRandom(seed);
  return simulateInstitution({
    kind,
    profile: drawProfile(random, kind, 400_000, false),
    startAssets: 400_000,
    periods: ['2023-12-31', '2024-03-31', '2024-06-30'],
    random,
  });
};

describe('call-report mapping', () => {
  it('fills every bank line, in the order of the line list', () => {
    for (const seed of [1, 2, 3]) {
      for (const q of quarters('bank', seed)) {
        const report = bankCallReport(q);
        expect(Object.keys(report)).toEqual(Object.keys(BANK_REPORT_LINES));
        for (const [code, value] of Object.entries(report))
          expect([code, Number.isFinite(value)]).toEqual([code, true]);
      }
    }
  });

  it('fills every credit-union account, in the order of the line list', () => {
    for (const seed of [1, 2, 3]) {
      for (const q of quarters('credit_union', seed)) {
        const report = creditUnionCallReport(q);
        expect(Object.keys(report)).toEqual(Object.keys(CREDIT_UNION_REPORT_LINES));
        for (const [code, value] of Object.entries(report))
          expect([code, Number.isFinite(value)]).toEqual([code, true]);
      }
    }
  });
});
