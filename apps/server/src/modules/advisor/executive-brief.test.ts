import { describe, expect, it } from 'vitest';
import { performanceBrief } from './executive-brief.js';

const context = { institutionName: 'Goldenrod Bank', sectionName: 'Profit', periodLabel: 'Q2 2026' };

describe('the performance Executive Brief without measures', () => {
  it('says a merged institution has not filed since its last quarter and into whom it merged', () => {
    const brief = performanceBrief([], {
      ...context,
      stale: {
        lastFiledLabel: 'Q4 2022',
        ended: { kind: 'merger', acquirerName: 'Juniper Bank', label: 'Q1 2023' },
      },
    });
    expect(brief.paragraph).toBe(
      'Goldenrod Bank has not filed since Q4 2022 (merged into Juniper Bank, Q1 2023), so it has no profit measure to compare with its peers in Q2 2026.',
    );
    expect(brief.paragraph).not.toMatch(/neither it nor its peers/);
  });

  it('names a failure, and a stale filing without a recorded event', () => {
    expect(
      performanceBrief([], {
        ...context,
        stale: {
          lastFiledLabel: 'Q1 2024',
          ended: { kind: 'failure', acquirerName: null, label: 'Q2 2024' },
        },
      }).paragraph,
    ).toBe(
      'Goldenrod Bank has not filed since Q1 2024 (failed Q2 2024), so it has no profit measure to compare with its peers in Q2 2026.',
    );
    expect(
      performanceBrief([], { ...context, stale: { lastFiledLabel: 'Q3 2025', ended: null } }).paragraph,
    ).toBe(
      'Goldenrod Bank has not filed since Q3 2025, so it has no profit measure to compare with its peers in Q2 2026.',
    );
  });

  it('claims nothing about the peers when a current filer has no comparable measure', () => {
    expect(performanceBrief([], context).paragraph).toBe(
      'Goldenrod Bank has no profit measure to compare with its peers in Q2 2026.',
    );
  });
});
