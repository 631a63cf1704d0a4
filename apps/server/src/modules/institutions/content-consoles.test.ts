import { CONTENT_MESSAGES } from '@fin-atlas/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { importNcua5300 } from '../../ingest/ncua-5300.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { multipartBody } from '../../test/org-list-test-support.js';
import { type ScratchFolder, scratchFolder } from '../../test/scratch-folder.js';

/** A 1×1 PNG, as an image editor writes one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const SAFE_SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d91"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>';

/** One NCUA cycle of two credit unions in `dir`, the first named `firstName` (the regulator's spelling). */
async function writeCycle(folder: ScratchFolder, dir: string, firstName: string): Promise<string> {
  await folder.write(
    `${dir}/FOICU.txt`,
    [
      'CU_NUMBER\tCYCLE_DATE\tRSSD\tCU_TYPE\tCU_NAME\tCITY\tSTATE\tSTATE_CODE\tZIP_CODE\tCOUNTY_CODE\tSTREET\tYEAR_OPENED\tTOM_CODE\tPeer_Group\tIsMDI',
      `1\t9/30/2023 0:00:00\t50377\t1\t${firstName}\tTEXARKANA\tTX\t48\t75501\t37\t419 W 4TH ST\t1934\t36\t3\t0`,
      '2\t9/30/2023 0:00:00\t0\t2\tSECOND TEST\tHartford\tCT\t9\t06114\t110\t624 Franklin Ave\t1950\t99\t5\t0',
    ].join('\r'),
  );
  await folder.write(
    `${dir}/FS220.txt`,
    [
      'CU_Number,Cycle_date,ACCT_010,Acct_083',
      '1,9/30/2023 0:00:00,13313120,2500',
      '2,9/30/2023 0:00:00,5000,10',
    ].join('\r\n'),
  );
  return `${folder.path}/${dir}`;
}

describe('content consoles: institution logos and display names', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let folder: ScratchFolder;
  let cuId: number;
  let monogramTag: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    folder = await scratchFolder('fin-atlas-content');
    await importNcua5300(h.database, await writeCycle(folder, 'first', 'MORRIS SHEPPARD TEXARKANA'));
    const [row] = await h.database.query<{ id: number }>(
      "select id from institutions where fi_type = 'credit_union' and regulatory_id = '1'",
    );
    cuId = Number(row?.id);
  });
  afterAll(async () => {
    await h?.close();
    await folder?.remove();
  });

  const uploadLogo = async (as: SignedIn, file: { name: string; data: Buffer | string; type?: string }) => {
    const { payload, headers } = await multipartBody({}, file);
    return h.call(as, {
      method: 'POST',
      url: `/api/super_admin/institution_logos/${cuId}`,
      payload,
      headers,
    });
  };
  const image = (etag?: string) =>
    h.call(null, {
      url: `/images/institutions/${cuId}.svg`,
      headers: etag ? { 'if-none-match': etag } : {},
    });
  const audited = async (action: string) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(cuId))));

  it('refuses disguised files and SVGs that could run code, and serves an uploaded logo in place of the monogram', async () => {
    const monogram = await image();
    expect(monogram.statusCode).toBe(200);
    expect(monogram.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(monogram.body).toContain('>MS</text>');
    monogramTag = String(monogram.headers.etag);

    expect((await uploadLogo(vendor, { name: 'logo.png', data: PNG, type: 'image/png' })).statusCode).toBe(
      403,
    );

    const refusals: [{ name: string; data: Buffer | string; type?: string }, string][] = [
      [{ name: 'logo.png', data: PDF, type: 'image/png' }, CONTENT_MESSAGES.logoNotImage],
      [
        {
          name: 'logo.svg',
          data: '<html><body><script>alert(1)</script></body></html>',
          type: 'image/svg+xml',
        },
        CONTENT_MESSAGES.logoNotImage,
      ],
      [
        {
          name: 'logo.svg',
          data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        },
        CONTENT_MESSAGES.svgUnsafe('a script element'),
      ],
      [
        { name: 'logo.svg', data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>' },
        CONTENT_MESSAGES.svgUnsafe('an event handler attribute (onload)'),
      ],
      [
        {
          name: 'logo.svg',
          data: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><a x:href=" javascript:alert(1)"><rect/></a></svg>',
        },
        CONTENT_MESSAGES.svgUnsafe('a javascript: link'),
      ],
      [
        {
          name: 'logo.svg',
          data: '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>',
        },
        CONTENT_MESSAGES.svgUnsafe('a foreignObject element'),
      ],
      [
        {
          name: 'logo.svg',
          data: '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.test/a.png"/></svg>',
        },
        CONTENT_MESSAGES.svgUnsafe('a reference to another file (https://x.test/a.png)'),
      ],
      [
        { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]) },
        CONTENT_MESSAGES.logoTooLarge,
      ],
    ];
    for (const [file, message] of refusals) {
      const res = await uploadLogo(admin, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
    expect((await image()).headers['content-type']).toMatch(/^image\/svg\+xml/);

    const uploaded = await uploadLogo(admin, { name: 'logo.svg', data: PNG, type: 'image/svg+xml' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().logo).toMatchObject({ content_type: 'image/png', byte_size: PNG.length });
    const png = await image();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers.etag).toBe(`"${uploaded.json().logo.sha256}"`);
    expect((await image(String(png.headers.etag))).statusCode).toBe(304);

    expect((await uploadLogo(admin, { name: 'logo.svg', data: SAFE_SVG })).statusCode).toBe(200);
    const svg = await image(String(png.headers.etag));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.body).toBe(SAFE_SVG);

    const listed = await h.call(admin, { url: '/api/super_admin/institution_logos?q=sheppard' });
    expect(listed.json()).toMatchObject({ total: 1, logos: [{ institution: { id: cuId } }] });
    expect(await audited('institution_logo_uploaded')).toHaveLength(2);
  });

  it('restores the monogram when the logo is removed', async () => {
    const removed = await h.call(admin, {
      method: 'DELETE',
      url: `/api/super_admin/institution_logos/${cuId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    const monogram = await image();
    expect(monogram.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(monogram.body).toContain('>MS</text>');
    expect(monogram.headers.etag).toBe(monogramTag);
    const again = await h.call(admin, {
      method: 'DELETE',
      url: `/api/super_admin/institution_logos/${cuId}`,
    });
    expect(again.statusCode).toBe(404);
    expect(await audited('institution_logo_removed')).toHaveLength(1);
  });

  it('keeps a display-name override through the next regulator load and shows what the regulator says now', async () => {
    const url = `/api/super_admin/institution_name_overrides/${cuId}`;
    expect((await h.call(vendor, { method: 'PUT', url, payload: { display_name: 'X' } })).statusCode).toBe(
      403,
    );
    const blank = await h.call(admin, { method: 'PUT', url, payload: { display_name: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.message).toBe('Validation failed. Enter the display name.');
    const unknown = await h.call(admin, {
      method: 'PUT',
      url: '/api/super_admin/institution_name_overrides/999999',
      payload: { display_name: 'Nobody' },
    });
    expect(unknown.statusCode).toBe(404);

    const applied = await h.call(admin, {
      method: 'PUT',
      url,
      payload: { display_name: 'Morris Sheppard Texarkana FCU', reason: 'The charter name, spelled out.' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      institution: { id: cuId, name: 'Morris Sheppard Texarkana FCU' },
      override: {
        display_name: 'Morris Sheppard Texarkana FCU',
        regulator_name: 'MORRIS SHEPPARD TEXARKANA',
      },
    });
    const search = await h.call(admin, { url: '/api/institutions/search?q=sheppard' });
    expect(search.json().institutions.map((i: { name: string }) => i.name)).toEqual([
      'Morris Sheppard Texarkana FCU',
    ]);

    // The regulator renames it in the next cycle: the display name stays, the new spelling is recorded.
    await importNcua5300(h.database, await writeCycle(folder, 'renamed', 'MORRIS SHEPPARD TEXARKANA CU'));
    expect((await h.call(admin, { url: `/api/institutions/${cuId}` })).json().name).toBe(
      'Morris Sheppard Texarkana FCU',
    );
    const listed = await h.call(admin, { url: '/api/super_admin/institution_name_overrides' });
    expect(listed.json()).toMatchObject({
      total: 1,
      overrides: [
        {
          institution: { id: cuId, name: 'Morris Sheppard Texarkana FCU' },
          override: {
            regulator_name: 'MORRIS SHEPPARD TEXARKANA CU',
            reason: 'The charter name, spelled out.',
          },
        },
      ],
    });

    const removed = await h.call(admin, { method: 'DELETE', url });
    expect(removed.json()).toMatchObject({
      institution: { name: 'MORRIS SHEPPARD TEXARKANA CU' },
      override: null,
    });
    expect((await h.call(admin, { url: `/api/institutions/${cuId}` })).json().name).toBe(
      'MORRIS SHEPPARD TEXARKANA CU',
    );
    expect(await audited('institution_name_overridden')).toHaveLength(1);
    expect(await audited('institution_name_override_removed')).toHaveLength(1);
  });
});
