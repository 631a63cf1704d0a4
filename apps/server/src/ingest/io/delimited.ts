/**
 * Streaming reader for the regulators' delimited text files.
 *
 * - comma or TAB, detected from the header line (or forced);
 * - CRLF, LF and CR-only line endings (NCUA's 2023-09 FOICU.txt is TAB + CR-only), mixed in one file;
 * - RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quoted fields;
 * - a UTF-8 byte-order mark is dropped; bytes that are not valid UTF-8 switch the file to
 *   Windows-1252/latin-1 so nothing is lost or replaced;
 * - blank lines are skipped; every record carries the physical line number it starts on (1-based,
 *   the header is line 1), so rejections point at the line a person sees in an editor.
 */

export type Delimiter = ',' | '\t';

export type DelimitedRecord = {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
};

const CR = 13;
const LF = 10;
const QUOTE = 34;

const State = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** Saw a quote inside a quoted field: either an escaped quote or the end of the field. */
  QuoteInQuoted: 3,
} as const;
type State = (typeof State)[keyof typeof State];

/** Picks TAB when the first line has more tabs than commas (outside quotes). */
export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let tabs = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (c === CR || c === LF) break;
    else if (c === 44) commas++;
    else if (c === 9) tabs++;
  }
  return tabs > commas ? '\t' : ',';
}

/** Incremental parser over text chunks; `push` returns the records completed by each chunk. */
export class DelimitedParser {
  private delimiterCode: number | undefined;
  private state: State = State.FieldStart;
  private field = '';
  private fields: string[] = [];
  /** Line the current record started on. */
  private recordLine = 1;
  private line = 1;
  /** The previous chunk ended with CR: an LF at the start of the next one belongs to it. */
  private pendingCr = false;
  /** The quoted text read so far ends with CR (a CRLF may straddle two chunks). */
  private quotedCr = false;
  private started = false;

  constructor(delimiter?: Delimiter) {
    if (delimiter) this.delimiterCode = delimiter.charCodeAt(0);
  }

  get delimiter(): Delimiter | undefined {
    return this.delimiterCode === undefined ? undefined : this.delimiterCode === 9 ? '\t' : ',';
  }

  push(input: string): DelimitedRecord[] {
    let text = input;
    if (!this.started) {
      if (text.length === 0) return [];
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (this.delimiterCode === undefined) this.delimiterCode = detectDelimiter(text).charCodeAt(0);
    }
    const out: DelimitedRecord[] = [];
    const delim = this.delimiterCode as number;
    let i = 0;
    const n = text.length;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (n > 0 && text.charCodeAt(0) === LF) i = 1;
    }
    let state: State = this.state;
    let field = this.field;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (state === State.Quoted) {
        const close = text.indexOf('"', i);
        const end = close === -1 ? n : close;
        // Count the line breaks inside the quoted value for line numbering (CRLF counts once).
        let prevCr = this.quotedCr;
        for (let j = i; j < end; j++) {
          const d = text.charCodeAt(j);
          if (d === CR) this.line++;
          else if (d === LF && !prevCr) this.line++;
          prevCr = d === CR;
        }
        this.quotedCr = prevCr;
        field += text.slice(i, end);
        if (close === -1) {
          i = n;
          break;
        }
        state = State.QuoteInQuoted;
        i = close + 1;
        continue;
      }
      if (state === State.QuoteInQuoted) {
        if (c === QUOTE) {
          field += '"';
          state = State.Quoted;
          this.quotedCr = false;
          i++;
          continue;
        }
        // End of the quoted part; anything but a delimiter or line break is kept as text.
        state = State.Unquoted;
        if (c !== delim && c !== CR && c !== LF) {
          field += text[i];
          i++;
          continue;
        }
      }
      if (c === delim) {
        this.fields.push(field);
        field = '';
        state = State.FieldStart;
        i++;
        continue;
      }
      if (c === CR || c === LF) {
        this.fields.push(field);
        field = '';
        state = State.FieldStart;
        this.emit(out);
        this.line++;
        if (c === CR) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === LF) i++;
          } else {
            this.pendingCr = true;
          }
        }
        i++;
        this.recordLine = this.line;
        continue;
      }
      if (state === State.FieldStart && c === QUOTE) {
        state = State.Quoted;
        this.quotedCr = false;
        i++;
        continue;
      }
      // Unquoted run up to the next delimiter or line break.
      state = State.Unquoted;
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === delim || d === CR || d === LF) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
    this.state = state;
    this.field = field;
    return out;
  }

  /** Flushes the last record when the input does not end with a line break. */
  end(): DelimitedRecord[] {
    const out: DelimitedRecord[] = [];
    if (this.state !== State.FieldStart || this.field !== '' || this.fields.length > 0) {
      this.fields.push(this.field);
      this.field = '';
      this.state = State.FieldStart;
      this.emit(out);
    }
    return out;
  }

  private emit(out: DelimitedRecord[]) {
    const fields = this.fields;
    this.fields = [];
    // A blank line is one empty field: skip it.
    if (fields.length === 1 && fields[0] === '') return;
    out.push({ line: this.recordLine, fields });
  }
}

/**
 * Bytes → text without losing anything: UTF-8 while the bytes are valid UTF-8, then
 * Windows-1252 (a superset of latin-1's printable range) for the rest of the file.
 */
export class ByteDecoder {
  private carry: Uint8Array | undefined;
  private latin1 = false;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private readonly fallback = new TextDecoder('windows-1252');

  get encoding(): 'utf-8' | 'windows-1252' {
    return this.latin1 ? 'windows-1252' : 'utf-8';
  }

  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry, 0);
      bytes.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    if (this.latin1) return this.fallback.decode(bytes);
    const cut = completeUtf8Length(bytes);
    if (cut < bytes.length) this.carry = bytes.slice(cut);
    try {
      return this.utf8.decode(bytes.subarray(0, cut));
    } catch {
      this.latin1 = true;
      const all = this.carry ? bytes : bytes.subarray(0, cut);
      this.carry = undefined;
      return this.fallback.decode(all);
    }
  }

  end(): string {
    if (!this.carry) return '';
    const rest = this.carry;
    this.carry = undefined;
    if (this.latin1) return this.fallback.decode(rest);
    try {
      return this.utf8.decode(rest);
    } catch {
      this.latin1 = true;
      return this.fallback.decode(rest);
    }
  }
}

/** Length of the prefix that does not end inside a multi-byte UTF-8 sequence. */
function completeUtf8Length(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back] as number;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    if (b < 0x80) return n;
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return needed > back ? n - back : n;
  }
  return n;
}

/** Every record of a delimited byte stream, the header included. */
export async function* readDelimited(
  bytes: AsyncIterable<Uint8Array>,
  options: { delimiter?: Delimiter } = {},
): AsyncGenerator<DelimitedRecord> {
  const decoder = new ByteDecoder();
  const parser = new DelimitedParser(options.delimiter);
  for await (const chunk of bytes) {
    const records = parser.push(decoder.decode(chunk));
    for (const record of records) yield record;
  }
  for (const record of parser.push(decoder.end())) yield record;
  for (const record of parser.end()) yield record;
}

/** Header names, matched case-insensitively and ignoring surrounding blanks. */
export class Columns {
  readonly names: readonly string[];
  readonly keys: readonly string[];
  private readonly byKey = new Map<string, number>();

  constructor(names: readonly string[]) {
    this.names = names;
    this.keys = names.map((name) => name.trim().toLowerCase());
    this.keys.forEach((key, i) => {
      if (!this.byKey.has(key)) this.byKey.set(key, i);
    });
  }

  get length(): number {
    return this.names.length;
  }

  /** Position of the first column with this name (any case), or undefined. */
  index(name: string): number | undefined {
    return this.byKey.get(name.trim().toLowerCase());
  }

  has(name: string): boolean {
    return this.byKey.has(name.trim().toLowerCase());
  }
}

export type Table = {
  columns: Columns;
  delimiter: Delimiter;
  /** The data records after the header. */
  rows: AsyncGenerator<DelimitedRecord>;
  /** Stops reading early (only the header was needed) and releases the input. */
  close(): Promise<void>;
};

export class EmptyFileError extends Error {}

/** Reads the header of a delimited stream; the remaining records follow in `rows`. */
export async function openTable(
  bytes: AsyncIterable<Uint8Array>,
  options: { delimiter?: Delimiter } = {},
): Promise<Table> {
  const decoder = new ByteDecoder();
  const parser = new DelimitedParser(options.delimiter);
  const iterator = bytes[Symbol.asyncIterator]();
  let pending: DelimitedRecord[] = [];
  let done = false;
  const fill = async () => {
    while (pending.length === 0 && !done) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        pending = [...parser.push(decoder.end()), ...parser.end()];
      } else {
        pending = parser.push(decoder.decode(next.value));
      }
    }
  };
  await fill();
  const header = pending.shift();
  if (!header) throw new EmptyFileError('the file is empty (no header line)');
  async function* rows(): AsyncGenerator<DelimitedRecord> {
    try {
      for (;;) {
        await fill();
        if (pending.length === 0) return;
        const batch = pending;
        pending = [];
        for (const record of batch) yield record;
      }
    } finally {
      if (!done) await iterator.return?.();
    }
  }
  const close = async () => {
    if (!done) {
      done = true;
      await iterator.return?.();
    }
  };
  return { columns: new Columns(header.fields), delimiter: parser.delimiter ?? ',', rows: rows(), close };
}
