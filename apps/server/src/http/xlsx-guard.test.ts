import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../test/identity-harness.js';
import { multipartBody } from '../test/org-list-test-support.js';
import { XLSX_LIMITS } from './xlsx-guard.js';

/** A valid-looking workbook whose one sheet inflates far past the limit from a few hundred KB. */
function zipBomb(): Buffer {
  const sheet = new Uint8Array(XLSX_LIMITS.uncompressedBytes + 16 * 1024 * 1024);
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 9 },
    ),
  );
}

describe('an uploaded workbook that would unpack past the limits', () => {
  let h: Harness;
  let vendor: SignedIn;
  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('is refused from its directory, before anything is inflated', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { payload, headers } = await multipartBody(
      { name: 'Bomb', source: 'salesforce' },
      { name: 'accounts.xlsx', data: bomb },
    );
    const res = await h.call(vendor, { method: 'POST', url: '/api/crm_lists', payload, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/unpacks to more than a spreadsheet of this size can hold/);
  });
});
