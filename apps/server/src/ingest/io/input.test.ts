import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, openInput } from './input.js';

/** Compressed inputs are read as streams: a .gz file, zip entries (stored, deflated, zip64). */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

async function text(bytes: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of bytes) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

describe('import inputs', () => {
  let dir: string;
  const csv = `activity_year,lei\r\n${Array.from({ length: 5000 }, (_, i) => `2023,LEI${i}`).join('\r\n')}\r\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-input-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a .gz file as the file inside it, concatenated members included', async () => {
    const file = path.join(dir, '2023_lar.csv.gz');
    const half = csv.length / 2;
    await writeFile(file, Buffer.concat([gzipSync(csv.slice(0, half)), gzipSync(csv.slice(half))]));
    const input = await openInput(file);
    expect(input.entries.map((e) => e.name)).toEqual(['2023_lar.csv']);
    expect(await text((input.entries[0] as (typeof input.entries)[number]).open())).toBe(csv);
  });

  it('ends the read of a truncated .gz file with an error naming it', async () => {
    const file = path.join(dir, 'cut.csv.gz');
    const whole = gzipSync(csv);
    await writeFile(file, whole.subarray(0, whole.length / 2));
    const [entry] = (await openInput(file)).entries;
    await expect(text(entry?.open() as AsyncIterable<Uint8Array>)).rejects.toThrow(InputError);
    await expect(text(entry?.open() as AsyncIterable<Uint8Array>)).rejects.toThrow(
      /cut\.csv\.gz could not be read/,
    );
  });

  it('streams deflated and stored zip entries from the central directory, skipping folders', async () => {
    const file = path.join(dir, 'set.zip');
    await writeFile(
      file,
      zipSync({
        'folder/': new Uint8Array(0),
        'folder/deflated.csv': strToU8(csv),
        'stored.csv': [strToU8('a,b\n1,2\n'), { level: 0 }],
      }),
    );
    const input = await openInput(file);
    expect(input.entries.map((e) => [e.name, e.location, e.size])).toEqual([
      ['deflated.csv', `${file}:folder/deflated.csv`, csv.length],
      ['stored.csv', `${file}:stored.csv`, 8],
    ]);
    expect(await text((input.entries[0] as (typeof input.entries)[number]).open())).toBe(csv);
    expect(await text((input.entries[1] as (typeof input.entries)[number]).open())).toBe('a,b\n1,2\n');
  });

  it('reads a zip64 archive (sizes in the zip64 extra field, as in national files over 4 GB)', async () => {
    const input = await openInput(path.join(FIXTURES, 'lar-zip64.zip'));
    expect(input.entries.map((e) => [e.name, e.size])).toEqual([['2023_public_lar.csv', 46]]);
    expect(await text((input.entries[0] as (typeof input.entries)[number]).open())).toBe(
      'activity_year,lei\r\n2023,ALPHABANK00000000001\r\n',
    );
  });

  it('refuses a file that is not a zip archive', async () => {
    const file = path.join(dir, 'not.zip');
    await writeFile(file, 'activity_year,lei\n');
    await expect(openInput(file)).rejects.toThrow(/not\.zip is not a readable zip file/);
  });
});
