import { describe, expect, it } from 'vitest';
import { thousandsDollars } from './profile-format';

describe('FIN Profile headline amounts (issue 13, item 7)', () => {
  it('shows balances stored in $ thousands in compact units with one decimal', () => {
    expect(thousandsDollars(372_881_650)).toBe('$372.9B');
    expect(thousandsDollars(23_988_800_000)).toBe('$24.0T');
    expect(thousandsDollars(845_200)).toBe('$845.2M');
    expect(thousandsDollars(12.3)).toBe('$12.3K');
    expect(thousandsDollars(null)).toBe('NA');
  });
});
