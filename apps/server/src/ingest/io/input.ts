import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { unzipSync } from 'fflate';
import xz from 'xz-decompress';

/** One file of an import: on disk, inside a .zip, or behind .xz compression. */
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

async function* chunks(buffer: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < buffer.length; offset += CHUNK) yield buffer.subarray(offset, offset + CHUNK);
}

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

function zipEntries(zipPath: string, data: Uint8Array): InputEntry[] {
  const entries: InputEntry[] = [];
  unzipSync(data, {
    filter: (info) => {
      if (!info.name.endsWith('/') && !path.basename(info.name).startsWith('.')) {
        const inner = info.name;
        entries.push({
          name: path.posix.basename(inner),
          location: `${zipPath}:${inner}`,
          size: info.originalSize,
          open: () => {
            // One entry at a time, decompressed in memory: regulator files are tens of MB at most.
            const files = unzipSync(data, { filter: (f) => f.name === inner });
            const content = files[inner];
            if (!content) throw new InputError(`${inner} could not be read from ${zipPath}`);
            return chunks(content);
          },
        });
      }
      return false;
    },
  });
  return entries;
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
  return { name: path.basename(file), location: file, size, open: () => fileStream(file) };
}

/**
 * The files of an import: a directory (and one level of sub-folders, for archives extracted into
 * a folder of their own), a .zip of the regulator's files, or a single (optionally .xz) file.
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
    const data = new Uint8Array(await readFile(location));
    let entries: InputEntry[];
    try {
      entries = zipEntries(location, data);
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
