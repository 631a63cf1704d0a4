import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@fin-atlas/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { type CatalogRoute, fillPath, mutates } from './route-catalog.js';

/**
 * Bounded random and hostile requests for one route, for the fuzz test: the probe's three root
 * causes of 500s (ids past PostgreSQL's integer, NUL in text, broken uploads) and their relatives.
 */

/** Numbers as callers write them: past int4 and int8, out of double range, signed, hex, exponent. */
const HOSTILE_NUMBERS = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '1e309',
  '-1e309',
  '1e3',
  '0x1F',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '١٢٣',
  '１２',
];

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b[31m\u007f',
  '\r\n',
  '\ud800',
  '\u202eevil\u202c',
  '\u200b\ufeff',
  'مرحبا بالعالم '.repeat(300),
  '😀👩‍👩‍👧‍👦🏳️‍🌈'.repeat(500),
  'Z̷̡̛a̶l̴g̵o̸'.repeat(200),
  'x'.repeat(70_000),
  "'; drop table users; --",
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '=HYPERLINK("http://x")',
  'null',
  'true',
  '[]',
  '{}',
];

const scalarText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** A JSON number literal JSON.stringify cannot write (beyond double, past int8). */
class RawNumber {
  constructor(readonly text: string) {}
}
type Json = string | number | boolean | null | RawNumber | Json[] | { [key: string]: Json };

function jsonText(value: Json): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const jsonScalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: scalarText },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...HOSTILE_NUMBERS.filter((n) => /^-?[\d.e]+$/.test(n)))
      .map((n) => new RawNumber(n)),
  },
  { weight: 1, arbitrary: fc.integer().map((n) => n as Json) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(true, false, null, 0, -0.5, 2 ** 53 + 1) },
);

/** Any JSON value: scalars where objects go, arrays and objects where scalars go. */
const jsonValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(scalarText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Values a contract may well accept, so that a request gets past it with one hostile part. */
const plausibleText = fc.constantFrom(
  'a',
  'Acme Bank',
  '1',
  '2025-06-30',
  '2026-01-01T00:00:00Z',
  'someone@example.com',
  'true',
  'bank',
);
const plausibleNumber = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(2147483647, 2147483648, -1));

/**
 * A value in the contract's own shape (its fields, nested objects and lists, enums, literals), each
 * part now and then swapped for a hostile one: the input reaches past the contract into the
 * handler and the database, where the probe's 500s were.
 */
function shaped(schema: unknown, depth = 0): fc.Arbitrary<Json | undefined> {
  const def = defOf(schema);
  const hostile = depth > 3 ? jsonScalar : jsonValue;
  const mix = (plausible: fc.Arbitrary<Json | undefined>) =>
    fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: hostile });
  const inner = (key: string) => shaped(def[key], depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      return mix(
        fc.tuple(...keys.map((key) => shaped(shape[key], depth + 1))).map((values) => {
          const object: Record<string, Json> = {};
          keys.forEach((key, i) => {
            if (values[i] !== undefined) object[key] = values[i];
          });
          return object;
        }),
      );
    }
    case 'array':
      return mix(fc.array(inner('element'), { maxLength: 3 }).map((a) => a.map((v) => v ?? null)));
    case 'tuple':
      return mix(
        fc
          .tuple(...(def.items as unknown[]).map((i) => shaped(i, depth + 1)))
          .map((a) => a.map((v) => v ?? null)),
      );
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => shaped(o, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([l, r]) =>
          l && r && typeof l === 'object' && typeof r === 'object' ? { ...l, ...r } : (l ?? r ?? null),
        );
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(undefined), inner('innerType'));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner('innerType'));
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return depth < 8 ? shaped((def.getter as () => unknown)(), depth + 1) : hostile;
    case 'literal':
      return mix(fc.constantFrom(...(def.values as Json[])));
    case 'enum':
      return mix(fc.constantFrom(...(Object.values(def.entries as object) as Json[])));
    case 'string':
      return mix(plausibleText);
    case 'number':
      return mix(plausibleNumber);
    case 'boolean':
      return mix(fc.boolean());
    case 'record':
      return mix(
        fc.dictionary(
          plausibleText,
          inner('valueType').map((v) => v ?? null),
          { maxKeys: 3 },
        ),
      );
    default:
      return hostile;
  }
}

/** The contract's top-level field names (an object contract), for multipart forms and queries. */
const fieldNames = (schema: unknown): string[] =>
  schema !== undefined && defOf(schema).type === 'object' ? Object.keys(defOf(schema).shape as object) : [];

export type Body = { payload?: string | Buffer; contentType?: string; contentEncoding?: string };

/** A form field or query value as text: lists repeat their key, anything else is written out. */
function textPairs(value: Json | undefined): [string, string][] {
  if (value === undefined || value === null || typeof value !== 'object' || value instanceof RawNumber)
    return [['', value instanceof RawNumber ? value.text : String(value ?? '')]];
  if (Array.isArray(value)) return [['', jsonText(value)]];
  return Object.entries(value).flatMap(([key, inner]) =>
    Array.isArray(inner)
      ? inner.map((item): [string, string] => [key, typeof item === 'string' ? item : jsonText(item)])
      : [[key, typeof inner === 'string' ? inner : jsonText(inner)]],
  );
}

function multipart(fields: [string, string][], file: { name: string; data: string } | null): Buffer {
  const boundary = 'fuzzboundary';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${file.data}\r\n`,
    );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
}

const MULTIPART_TYPE = 'multipart/form-data; boundary=fuzzboundary';

const uploadedFile = fc.option(
  fc.record({
    name: fc.constantFrom('list.csv', 'list.xlsx', 'a\u0000.csv', '../../x.csv', 'ñ😀.csv'),
    data: fc.oneof(
      fc
        .array(fc.array(scalarText, { maxLength: 4 }), { maxLength: 4 })
        .map((rows) => ['Name,City,State', ...rows.map((r) => r.join(','))].join('\n')),
      fc.constantFrom('', 'PK\u0003\u0004garbage', '\u0000\u0001\u0002'),
    ),
  }),
);

/** A form in the contract's fields (or any), with a file or not, whole, cut short or without boundary. */
function multipartBody(schema: z.ZodType | undefined): fc.Arbitrary<Body> {
  const fields = schema ? shaped(schema).map(textPairs) : fc.constant([]);
  const stray = fc.array(fc.tuple(fc.constantFrom('file', 'x', ...fieldNames(schema)), scalarText), {
    maxLength: 2,
  });
  return fc
    .tuple(fields, stray, uploadedFile, fc.constantFrom('whole', 'whole', 'truncated', 'no boundary'))
    .map(([pairs, extra, upload, shape]) => {
      const payload = multipart([...pairs.filter(([k]) => k !== ''), ...extra], upload);
      if (shape === 'whole') return { payload, contentType: MULTIPART_TYPE };
      if (shape === 'truncated')
        return { payload: payload.subarray(0, payload.length / 2), contentType: MULTIPART_TYPE };
      return { payload, contentType: 'multipart/form-data' };
    });
}

/** Framing no contract can read: nesting past any recursion, cut-short JSON, other media types. */
const BROKEN_BODIES: Body[] = [
  { payload: nested(1000, '[', ']'), contentType: 'application/json' },
  { payload: `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`, contentType: 'application/json' },
  // Deeper than any recursive walk of the parsed value can go, still under the body limit.
  { payload: nested(200_000, '[', ']'), contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '{"a":[1,', contentType: 'application/json' },
  { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  { payload: 'a=1&a=2&b[c]=3', contentType: 'application/x-www-form-urlencoded' },
  { payload: '\u0000\u0001', contentType: 'application/octet-stream' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: '{}' },
  {},
  // Compressed bodies are inflated before parsing: garbage, an unknown coding, a bomb past the limit.
  { payload: 'not gzip', contentType: 'application/json', contentEncoding: 'gzip' },
  { payload: '{}', contentType: 'application/json', contentEncoding: 'compress' },
  {
    payload: gzipSync(`[${'0,'.repeat(3_000_000)}0]`),
    contentType: 'application/json',
    contentEncoding: 'gzip',
  },
];

/** Bodies of every shape: the contract's own with hostile parts, any JSON, forms, broken framing. */
function bodyFor(route: CatalogRoute): fc.Arbitrary<Body> {
  const json = (value: Json | undefined): Body =>
    value === undefined ? {} : { payload: jsonText(value), contentType: 'application/json' };
  const schema = route.contracts.body;
  return fc.oneof(
    { weight: route.multipart ? 1 : 6, arbitrary: (schema ? shaped(schema) : jsonValue).map(json) },
    { weight: 1, arbitrary: jsonValue.map(json) },
    { weight: route.multipart ? 6 : 1, arbitrary: multipartBody(schema) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
  );
}

/** Percent-encodes text as UTF-8 bytes: a lone surrogate (which encodeURIComponent refuses) included. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** Percent-encoding that does not decode: cut short, not hex, overlong UTF-8. */
const MALFORMED_ENCODINGS = ['%', '%E0%A4%A', '%zz', '%c0%af', '%ff%fe', '%0'];

/** The query in the contract's shape (a list repeats its key: an array where a scalar goes) plus strays. */
function queryFor(route: CatalogRoute): fc.Arbitrary<string> {
  const schema = route.contracts.querystring;
  const own = (schema ? shaped(schema) : fc.constant(undefined)).map((value) =>
    textPairs(value)
      .filter(([key]) => key !== '')
      .map(([key, text]) => `${encode(key)}=${encode(text)}`),
  );
  const stray = fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.tuple(scalarText, scalarText).map(([k, v]) => `${encode(k)}=${encode(v)}`) },
      { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ENCODINGS, 'a[b][c]=1', '=&&=', 'a') },
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(own, stray)
    .map(([pairs, extra]) => [...pairs, ...extra])
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** Path parameters in the contract's shape, any text, or percent-encoding that does not decode. */
function paramsFor(route: CatalogRoute): fc.Arbitrary<(name: string) => string> {
  const schema = route.contracts.params;
  const text = (value: Json | undefined) =>
    value instanceof RawNumber ? value.text : typeof value === 'string' ? value : jsonText(value ?? '');
  const fromContract = (schema ? shaped(schema) : fc.constant(undefined)).map(
    (value) => (name: string) =>
      encode(
        value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawNumber)
          ? text(value[name])
          : '',
      ),
  );
  const any = fc
    .array(
      fc.oneof(
        { weight: 8, arbitrary: scalarText.map(encode) },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ENCODINGS) },
      ),
      { minLength: 3, maxLength: 3 },
    )
    .map((values) => {
      let next = 0;
      return () => values[next++ % values.length] ?? '';
    });
  return fc.oneof(fromContract, any);
}

/** What an anonymous caller may send to look signed in: stale, forged or malformed credentials. */
export const forgedCredentials: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  scalarText.map((t) => ({ cookie: `${SESSION_COOKIE}=${encode(t)}` })),
  scalarText.map((t) => ({ authorization: `Bearer ${encode(t)}` })),
  fc.constant({ authorization: 'Basic Zm9vOmJhcg==' }),
  scalarText.map((t) => ({ 'x-request-id': encode(t) })),
);

/** One random request for the route: hostile path parameters, query and (when it takes one) body. */
export function hostileRequest(route: CatalogRoute): fc.Arbitrary<InjectOptions> {
  const body = mutates(route.method) ? bodyFor(route) : fc.constant<Body>({});
  return fc
    .tuple(paramsFor(route), queryFor(route), body)
    .map(([param, query, { payload, contentType, contentEncoding }]) => ({
      method: route.method as 'GET',
      // Already encoded (or deliberately broken): filled in as it is.
      url: `${fillPath(route.url, param, (encoded) => encoded)}${query}`,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        ...(contentType && { 'content-type': contentType }),
        ...(contentEncoding && { 'content-encoding': contentEncoding }),
      },
    }));
}
