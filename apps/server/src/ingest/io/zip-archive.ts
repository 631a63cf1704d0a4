import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * A .zip read from disk without loading it: the entries come from the central directory at the end
 * of the file, and one entry's bytes are streamed through the native inflater. National HMDA files
 * are gigabytes inside (zip64), far more than memory holds.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT
 */

export type ZipEntryInfo = {
  /** Path inside the archive, e.g. "2023_public_lar.csv". */
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

export class ZipFormatError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;
const MASK32 = 0xffffffff;

type FileHandle = Awaited<ReturnType<typeof open>>;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead < length) throw new ZipFormatError('the archive is truncated');
  return buffer;
}

/** Where the central directory is and how many entries it lists (zip64 aware). */
async function centralDirectory(handle: FileHandle, fileSize: number) {
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError('no end of central directory record (not a zip file)');
  let count = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || size === MASK32 || offset === MASK32) {
    const locatorAt = fileSize - tailLength + at - 20;
    const locator = locatorAt >= 0 ? await readAt(handle, locatorAt, 20) : undefined;
    if (!locator || locator.readUInt32LE(0) !== ZIP64_LOCATOR)
      throw new ZipFormatError('a zip64 archive without its zip64 locator');
    const record = await readAt(handle, Number(locator.readBigUInt64LE(8)), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD)
      throw new ZipFormatError('the zip64 directory record is missing');
    count = Number(record.readBigUInt64LE(32));
    size = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
  }
  return { count, size, offset };
}

/** Sizes and offset from the zip64 extra field, for the ones the fixed fields mark as 0xFFFFFFFF. */
function zip64Values(extra: Buffer, entry: ZipEntryInfo) {
  for (let i = 0; i + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(i);
    const length = extra.readUInt16LE(i + 2);
    if (id === 0x0001) {
      let p = i + 4;
      const next = () => {
        const value = Number(extra.readBigUInt64LE(p));
        p += 8;
        return value;
      };
      if (entry.size === MASK32) entry.size = next();
      if (entry.compressedSize === MASK32) entry.compressedSize = next();
      if (entry.localHeaderOffset === MASK32) entry.localHeaderOffset = next();
      return;
    }
    i += 4 + length;
  }
}

/** The archive's file entries (folders left out), in directory order. */
export async function readZipDirectory(file: string): Promise<ZipEntryInfo[]> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const directory = await centralDirectory(handle, fileSize);
    const bytes = await readAt(handle, directory.offset, directory.size);
    const entries: ZipEntryInfo[] = [];
    let p = 0;
    for (let n = 0; n < directory.count; n++) {
      if (bytes.readUInt32LE(p) !== CENTRAL) throw new ZipFormatError('a damaged central directory');
      const nameLength = bytes.readUInt16LE(p + 28);
      const extraLength = bytes.readUInt16LE(p + 30);
      const commentLength = bytes.readUInt16LE(p + 32);
      const utf8 = (bytes.readUInt16LE(p + 8) & 0x800) !== 0;
      const name = bytes.toString(utf8 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLength);
      const entry: ZipEntryInfo = {
        name,
        method: bytes.readUInt16LE(p + 10),
        compressedSize: bytes.readUInt32LE(p + 20),
        size: bytes.readUInt32LE(p + 24),
        localHeaderOffset: bytes.readUInt32LE(p + 42),
      };
      zip64Values(bytes.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength), entry);
      if (!name.endsWith('/')) entries.push(entry);
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The uncompressed bytes of one entry, streamed. */
export async function* zipEntryStream(file: string, entry: ZipEntryInfo): AsyncGenerator<Uint8Array> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipFormatError(
      `${entry.name} is compressed with method ${entry.method}${entry.method === 9 ? ' (Deflate64)' : ''}, ` +
        'which cannot be read: extract it and import the file itself',
    );
  }
  const handle = await open(file, 'r');
  let dataStart: number;
  try {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL) throw new ZipFormatError(`${entry.name}: damaged local header`);
    dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await handle.close();
  }
  if (entry.compressedSize === 0) return;
  const source = createReadStream(file, {
    start: dataStart,
    end: dataStart + entry.compressedSize - 1,
    highWaterMark: 1 << 20,
  });
  if (entry.method === 0) {
    yield* source;
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 1 << 20 });
  // pipeline forwards a read error to the inflater, so the consumer's loop ends with it.
  pipeline(source, inflate, () => {});
  yield* inflate;
}
