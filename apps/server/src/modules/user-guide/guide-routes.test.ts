import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_MODULE_SEEDS } from '../../reference/ui-module-tree.js';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

describe('user guides', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  describe('user guides', () => {
    it('serves every guide the menu links to as a PDF download, to signed-in users', async () => {
      const guides = UI_MODULE_SEEDS.flatMap((m) => (m.userGuideUrl ? [m.userGuideUrl] : []));
      expect(guides.length).toBeGreaterThanOrEqual(2);
      expect((await h.call(null, { url: guides[0] ?? '' })).statusCode).toBe(401);
      const limited = await h.signIn(demo.limited);
      for (const url of guides) {
        const res = await h.call(limited, { url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
        expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      }
      expect((await h.call(limited, { url: '/guides/nothing.pdf' })).statusCode).toBe(404);
      expect((await h.call(limited, { url: '/guides/..%2Fsecrets.pdf' })).statusCode).toBe(404);
    });
  });
});
