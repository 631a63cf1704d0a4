import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { zipSync } from 'fflate';
import { xzStream } from '../ingest/io/input.js';

/**
 * A zip of every file of a folder, stored (the payloads are test files read from ../shared/data);
 * `extra` files make a restated release: other bytes, the same data.
 */
export function zipFolder(dir: string, extra: Record<string, string> = {}): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) files[name] = readFileSync(path.join(dir, name));
  for (const [name, text] of Object.entries(extra)) files[name] = Buffer.from(text);
  return Buffer.from(zipSync(files, { level: 0 }));
}

export async function zipXzFile(file: string, nameInZip: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xzStream(file)) chunks.push(chunk);
  return Buffer.from(zipSync({ [nameInZip]: Buffer.concat(chunks) }, { level: 0 }));
}

type Served = { path: string; status: number; bytes: number; range: boolean };

/**
 * A regulator-like mirror: files published under the regulators' paths with ETags and
 * Last-Modified, honouring If-None-Match and Range with If-Range. Faults on demand: a path that
 * answers 503, a next download cut off halfway.
 */
export class RegulatorMirror {
  readonly served: Served[] = [];
  private readonly files = new Map<string, Buffer>();
  private readonly failing = new Set<string>();
  private readonly cutOff = new Set<string>();
  private server: Server | undefined;
  base = '';

  publish(urlPath: string, body: Buffer) {
    this.files.set(urlPath, body);
  }
  /** Every request to a path starting with the prefix answers 503. */
  fail(prefix: string) {
    this.failing.add(prefix);
  }
  /** The next download of the path stops halfway (the announced length is the whole file's). */
  cutOffNext(urlPath: string) {
    this.cutOff.add(urlPath);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const urlPath = req.url ?? '/';
    const record = (status: number, bytes = 0, range = false) =>
      this.served.push({ path: urlPath, status, bytes, range });
    if ([...this.failing].some((p) => urlPath.startsWith(p))) {
      record(503);
      res.writeHead(503).end('Service Unavailable');
      return;
    }
    const body = this.files.get(urlPath);
    if (!body) {
      record(404);
      res.writeHead(404).end('Not Found');
      return;
    }
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = { etag, 'last-modified': 'Tue, 10 Feb 2026 12:00:00 GMT', 'accept-ranges': 'bytes' };
    if (req.headers['if-none-match'] === etag) {
      record(304);
      res.writeHead(304, headers).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const from = range && req.headers['if-range'] === etag ? Number(range[1]) : 0;
    const part = body.subarray(from);
    const status = from > 0 ? 206 : 200;
    res.writeHead(status, {
      ...headers,
      'content-length': part.length,
      ...(from > 0 && { 'content-range': `bytes ${from}-${body.length - 1}/${body.length}` }),
    });
    if (this.cutOff.delete(urlPath)) {
      const half = part.subarray(0, Math.floor(part.length / 2));
      record(status, half.length, from > 0);
      res.write(half, () => res.destroy());
      return;
    }
    record(status, part.length, from > 0);
    res.end(part);
  }
}
