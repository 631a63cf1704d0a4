import { describe, expect, it } from 'vitest';
import { jobProgressKey } from './progress-key';

describe('jobProgressKey', () => {
  it('prefers the key the server sent with the job', () => {
    expect(jobProgressKey({ progress_key: 'reports/abc', report_token: 'ignored' })).toBe('reports/abc');
    expect(jobProgressKey({ progress_key: 'peer_group/9', peer_group_id: 1 })).toBe('peer_group/9');
  });

  it('builds the spec key when the response has none', () => {
    expect(jobProgressKey({ report_token: 'tok-7' })).toBe('reports/tok-7');
    expect(jobProgressKey({ progress_key: null, report_token: 'tok-7' })).toBe('reports/tok-7');
    expect(jobProgressKey({ peer_group_id: 12 })).toBe('peer_group/12');
  });
});
