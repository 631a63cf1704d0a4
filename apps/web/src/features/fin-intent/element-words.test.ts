import { describe, expect, it } from 'vitest';
import { elementInWords } from './element-words';

describe('an element in words', () => {
  it('says what each kind looks for, with its window and amounts', () => {
    expect(
      elementInWords({
        kind: 'job_posting',
        query: '"core conversion"',
        job_function: 'Technology',
        within_quarters: 4,
        min_count: 3,
      }),
    ).toBe(
      'Job postings in Technology matching “"core conversion"” posted in the last 4 quarters; full points at 3 or more',
    );
    expect(
      elementInWords({
        kind: 'contact',
        roles: ['technology', 'operations'],
        event: 'joined',
        within_quarters: 1,
      }),
    ).toBe('A technology or operations executive joined in the last quarter');
    expect(elementInWords({ kind: 'contract_age', min_years: 7.5 })).toBe(
      'The current product for the solution has run 7.5 years or more',
    );
    expect(elementInWords({ kind: 'asset_threshold', threshold: 1_000_000, within_quarters: 4 })).toBe(
      'Total assets crossed $1,000M from below in the last 4 quarters',
    );
    expect(elementInWords({ kind: 'merger', role: 'target', within_quarters: 8 })).toBe(
      'A merger as the target in the last 8 quarters',
    );
  });
});
