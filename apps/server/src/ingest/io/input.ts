import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import xz from 'xz-decompress';
import { readZipDirectory, zipEntryStream } from './zip-archive.js';

/** One file of an import: on disk, inside a .zip, or behind .xz or .gz compression. */
export type InputEntry = {
  /** The file name without folders, e.g. "FS220A.txt". */
  name: string;
  /** Where it came from, for messages: "/data/ncua/2025-12/FS220A.txt" or "call.zip:FS220A.txt". */
  location: string;
  /** Uncompressed size in bytes when known (progress). */
  size: number | undefined;
  open(): AsyncIterable<Uint8Array>;
};

export type InputSet = {
  kind: 'directory' | 'zip' | 'file';
  location: string;
  entries: InputEntry[];
};

export class InputError extends Error {}

const CHUNK = 1 << 20;

function fileStream(file: string): AsyncIterable<Uint8Array> {
  return createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Uint8Array>;
}

/** Decompresses an .xz file as a stream (WebAssembly decoder, no native code). */
export function xzStream(file: string): AsyncIterable<Uint8Array> {
  const compressed = Readable.toWeb(createReadStream(file, { highWaterMark: CHUNK }));
  return new xz.XzReadableStream(
    compressed as unknown as ReadableStream<Uint8Array>,
  ) as unknown as WebReadableStream<Uint8Array>;
}

/** The bytes of a compressed input; a damaged archive ends the read with an InputError naming it. */
async function* decompressed(location: string, bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* bytes;
  } catch (error) {
    throw new InputError(`${location} could not be read: ${(error as Error).message}`);
  }
}

/** Decompresses a .gz file as a stream (native zlib; concatenated members are read through). */
function gzipStream(file: string): AsyncIterable<Uint8Array> {
  const gunzip = createGunzip({ chunkSize: CHUNK });
  pipeline(createReadStream(file, { highWaterMark: CHUNK }), gunzip, () => {});
  return decompressed(file, gunzip);
}

async function zipEntries(zipPath: string): Promise<InputEntry[]> {
  const entries = await readZipDirectory(zipPath);
  return entries
    .filter((entry) => !path.posix.basename(entry.name).startsWith('.'))
    .map((entry) => ({
      name: path.posix.basename(entry.name),
      location: `${zipPath}:${entry.name}`,
      size: entry.size,
      // Streamed from disk: a national file inside a zip is larger than memory.
      open: () => decompressed(`${zipPath}:${entry.name}`, zipEntryStream(zipPath, entry)),
    }));
}

async function directoryEntries(dir: string, depth: number): Promise<InputEntry[]> {
  const out: InputEntry[] = [];
  for (const dirent of await readdir(dir, { withFileTypes: true })) {
    if (dirent.name.startsWith('.')) continue;
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) {
      if (depth > 0) out.push(...(await directoryEntries(full, depth - 1)));
      continue;
    }
    if (!dirent.isFile()) continue;
    out.push(fileEntry(full, (await stat(full)).size));
  }
  return out;
}

function fileEntry(file: string, size: number | undefined): InputEntry {
  if (file.toLowerCase().endsWith('.xz')) {
    return {
      name: path.basename(file).slice(0, -3),
      location: file,
      size: undefined,
      open: () => xzStream(file),
    };
  }
  if (file.toLowerCase().endsWith('.gz')) {
    return {
      name: path.basename(file).slice(0, -3),
      location: file,
      size: undefined,
      open: () => gzipStream(file),
    };
  }
  return { name: path.basename(file), location: file, size, open: () => fileStream(file) };
}

/**
 * The files of an import: a directory (and one level of sub-folders, for archives extracted into
 * a folder of their own), a .zip of the regulator's files, or a single (optionally .xz or .gz) file.
 */
export async function openInput(location: string): Promise<InputSet> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(location);
  } catch {
    throw new InputError(`${location} does not exist`);
  }
  if (info.isDirectory()) {
    return { kind: 'directory', location, entries: await directoryEntries(location, 1) };
  }
  if (location.toLowerCase().endsWith('.zip')) {
    let entries: InputEntry[];
    try {
      entries = await zipEntries(location);
    } catch (error) {
      throw new InputError(`${location} is not a readable zip file (${(error as Error).message})`);
    }
    return { kind: 'zip', location, entries };
  }
  return { kind: 'file', location, entries: [fileEntry(location, info.size)] };
}

/** The entry whose name matches (any case), if present. */
export function findEntry(set: InputSet, name: string | RegExp): InputEntry | undefined {
  return set.entries.find((entry) =>
    typeof name === 'string' ? entry.name.toLowerCase() === name.toLowerCase() : name.test(entry.name),
  );
}
