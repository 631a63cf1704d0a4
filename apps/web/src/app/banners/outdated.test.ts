import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { checkRevision, isChunkLoadError } from './outdated';

describe('outdated application', () => {
  it('is flagged only when the server serves another build', async () => {
    stubFetch({ 'GET /api/status/latest_revision': { body: { revision: 'test-revision' } } });
    expect(await checkRevision('test-revision')).toBe(false);
    stubFetch({ 'GET /api/status/latest_revision': { body: { revision: 'newer-build' } } });
    expect(await checkRevision('test-revision')).toBe(true);
  });

  it('ignores a failed check', async () => {
    stubFetch({ 'GET /api/status/latest_revision': { status: 503, body: {} } });
    expect(await checkRevision('test-revision')).toBe(false);
  });

  it('recognises the ways browsers report a missing code chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
