import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_DATA_DIR, sharedDataSkipReason } from './shared-data.js';

describe('shared regulator data for tests', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('lives in ../shared/data beside the repository', () => {
    expect(SHARED_DATA_DIR.endsWith('/shared/data')).toBe(true);
  });

  it('gives a reason to skip when a file is missing, outside CI', () => {
    vi.stubEnv('CI', '');
    expect(sharedDataSkipReason('no/such/file.csv')).toMatch(/not available .*no\/such\/file\.csv not found/);
  });

  it('fails instead of skipping under CI=true', () => {
    vi.stubEnv('CI', 'true');
    expect(() => sharedDataSkipReason('no/such/file.csv')).toThrow(/CI=true requires the shared data/);
  });
});
