import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { MAX_UPLOAD_IMAGES } from '#common/constants/limits.ts';
import { MAX_PORTFOLIO_FILE_BYTES, PORTFOLIO_UPLOAD_FIELD } from '#common/contracts/portfolio.ts';
import { PNG_1PX_BASE64 } from '../fixtures/test-images.ts';

/** One malformed request. The sweep sends it as raw HTTP, so it can carry what fetch would refuse (a GET body). */
export interface MalformedRequest {
  name: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * 'refuse': the request is wrong for this route, so it must get a 4xx. 'survive': it may be fine for this
   * route (an unknown query key a route ignores, -0 for a number), so it only must not get a 5xx.
   */
  expect: 'refuse' | 'survive';
  /** The field a 400 must name in `errors`. */
  field?: string;
}

/** What the battery needs to know of a route: its schemas, a well-formed path and body, and who sends it. */
export interface SweptRoute {
  method: string;
  route: string;
  schema?: FastifySchema;
  /** The route with each parameter filled (a probe's path, or placeholders). */
  path: string;
  /** A well-formed body to spoil one field at a time, when the route has one. */
  validBody?: Record<string, unknown>;
  isMultipart?: boolean;
  /** The upload's file field; the portfolio's by default. */
  uploadField?: string;
}

const BAD_PATH_PARAMS = {
  'non-UUID garbage': 'not-a-uuid',
  '10k characters': 'x'.repeat(10_000),
  'a NUL': '%00',
  'a traversal': '..%2F..%2Fpackage.json',
  unicode: encodeURIComponent('ünïcødé-🙂-名前'),
  'broken percent-encoding': '%E0%A4%A',
};

/** 1 MB of text: just under the 1 MiB body limit once wrapped, so the schema, not the limit, must refuse it. */
const ONE_MB = 'x'.repeat(1_000_000);

/** A JSON document 10,000 levels deep, under one field. */
const DEEP_JSON = `{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

/** Values a field of any type refuses, tried in turn until the field's own schema refuses one. */
const WRONG_TYPED_VALUES: unknown[] = [{ nested: [1] }, 12_345, 'not-a-value', true, []];
const WRONG_QUERY_VALUES = ['not-a-value', '-1', '1e309', 'x'.repeat(5_000), ''];

const shapeOf = (schema: unknown): Record<string, z.ZodType> | undefined =>
  (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A date or date-time field (or a list of them), seen through optional, nullable and default wrappers. */
function dateFormatOf(schema: z.ZodType): { format: string; isList: boolean } | undefined {
  let current = schema as unknown as { format?: string | null; def: Record<string, unknown> };
  let isList = false;
  for (let depth = 0; depth < 5; depth++) {
    if (current.format === 'date' || current.format === 'datetime') return { format: current.format, isList };
    const inner = current.def.innerType ?? current.def.element;
    if (!inner) return undefined;
    if (current.def.element) isList = true;
    current = inner as typeof current;
  }
  return undefined;
}

const paramNames = (route: string) => [...route.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** The path with one segment replaced; the route's segments and the filled path's line up one to one. */
function withSegment(route: string, path: string, param: string, value: string) {
  const routeSegments = route.split('/');
  const pathSegments = path.split('?')[0]!.split('/');
  const index = routeSegments.indexOf(`:${param}`);
  // A parameter with a suffix in the same segment (/api/calendar/:file) is replaced whole.
  const at = index >= 0 ? index : routeSegments.findIndex((segment) => segment.includes(`:${param}`));
  pathSegments[at] = value;
  return pathSegments.join('/');
}

function pathParamRequests({ route, path }: SweptRoute): MalformedRequest[] {
  return paramNames(route).flatMap((param) =>
    Object.entries(BAD_PATH_PARAMS).map(
      ([name, value]): MalformedRequest => ({
        name: `path :${param} with ${name}`,
        path: withSegment(route, path, param, value),
        expect: 'refuse',
      }),
    ),
  );
}

function queryRequests({ method, path, schema }: SweptRoute): MalformedRequest[] {
  const base = path.split('?')[0]!;
  const shape = shapeOf(schema?.querystring);
  // A route that takes no query may ignore one; only GETs get these, since ignoring it there changes nothing.
  const generic: MalformedRequest[] =
    method === 'GET' || shape
      ? [
          { name: 'unknown query keys', path: `${base}?unknown=1&also=2`, expect: 'survive' },
          {
            name: '__proto__ and constructor query keys',
            path: `${base}?__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&__proto__=x`,
            expect: 'survive',
          },
          { name: 'a huge query value', path: `${base}?q=${'x'.repeat(10_000)}`, expect: 'survive' },
        ]
      : [];
  const perField = Object.entries(shape ?? {}).flatMap(([field, fieldSchema]): MalformedRequest[] => {
    const wrong = WRONG_QUERY_VALUES.find((value) => !accepts(fieldSchema, value));
    return [
      ...(wrong === undefined
        ? []
        : [
            {
              name: `query ${field} of the wrong type`,
              path: `${base}?${field}=${encodeURIComponent(wrong)}`,
              expect: 'refuse' as const,
              field,
            },
          ]),
      { name: `query ${field} repeated`, path: `${base}?${field}=a&${field}=b`, expect: 'survive', field },
      // Past a PostgreSQL integer or bigint, as a page number or offset would reach the database.
      {
        name: `query ${field} huge`,
        path: `${base}?${field}=99999999999999999999`,
        expect: 'survive',
        field,
      },
    ];
  });
  return [...generic, ...perField];
}

const json = { 'content-type': 'application/json' };

/** Bodies no route takes: refused by the parser, the body limit or the input guard before any handler. */
function unparseableBodyRequests({ path }: SweptRoute): MalformedRequest[] {
  return [
    { name: 'invalid JSON', path, headers: json, body: '{"not": "closed"', expect: 'refuse' },
    { name: 'JSON nested 10k deep', path, headers: json, body: DEEP_JSON, expect: 'refuse' },
    {
      name: 'a __proto__ key',
      path,
      headers: json,
      body: '{"__proto__": {"isAdmin": true}}',
      expect: 'refuse',
    },
    {
      name: 'a constructor.prototype key',
      path,
      headers: json,
      body: '{"constructor": {"prototype": {"isAdmin": true}}}',
      expect: 'refuse',
    },
    { name: 'an empty JSON body', path, headers: json, body: '', expect: 'refuse' },
    {
      name: 'a body over the limit',
      path,
      headers: json,
      body: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
      expect: 'refuse',
    },
  ];
}

/** Bodies of the wrong shape, type or encoding for a route whose schema describes its JSON body. */
function schemaBodyRequests({ path, schema, validBody = {} }: SweptRoute): MalformedRequest[] {
  const withField = (field: string, value: unknown) => JSON.stringify({ ...validBody, [field]: value });
  const wholeBody: MalformedRequest[] = [
    ...['[]', '"text"', '42', 'null'].map(
      (body): MalformedRequest => ({ name: `a JSON ${body}`, path, headers: json, body, expect: 'refuse' }),
    ),
    {
      name: 'text/plain',
      path,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(validBody),
      expect: 'refuse',
    },
    {
      name: 'form-encoded',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      expect: 'refuse',
    },
    {
      name: 'multipart',
      path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      expect: 'refuse',
    },
  ];
  const perField = Object.entries(shapeOf(schema?.body) ?? {}).flatMap(([field, fieldSchema]) => {
    const requests: MalformedRequest[] = [];
    const wrong = WRONG_TYPED_VALUES.find((value) => !accepts(fieldSchema, value));
    if (wrong !== undefined) {
      requests.push({
        name: `body ${field} of the wrong type`,
        path,
        headers: json,
        body: withField(field, wrong),
        expect: 'refuse',
        field,
      });
    }
    if (accepts(fieldSchema, 'text')) {
      // PostgreSQL text refuses a NUL, and a lone surrogate is not UTF-8 at all.
      for (const [name, value] of [
        ['a NUL', 'a\u0000b'],
        ['a lone surrogate', 'a\uD800b'],
      ]) {
        requests.push({
          name: `body ${field} with ${name}`,
          path,
          headers: json,
          body: withField(field, value),
          expect: 'refuse',
          field,
        });
      }
      requests.push({
        name: `body ${field} of 1 MB`,
        path,
        headers: json,
        body: withField(field, ONE_MB),
        expect: 'survive',
        field,
      });
    }
    if (accepts(fieldSchema, 1) && !accepts(fieldSchema, 'NaN')) {
      requests.push({
        name: `body ${field} "NaN"`,
        path,
        headers: json,
        body: withField(field, 'NaN'),
        expect: 'refuse',
        field,
      });
      // JSON.stringify cannot write 1e309; JSON.parse reads it as Infinity, which no field takes.
      const body = withField(field, 0).replace(`"${field}":0`, `"${field}":1e309`);
      requests.push({ name: `body ${field} 1e309`, path, headers: json, body, expect: 'refuse', field });
      // Past a PostgreSQL integer column, and past a bigint one.
      for (const huge of [2_147_483_648, 1e20]) {
        requests.push({
          name: `body ${field} ${huge}`,
          path,
          headers: json,
          body: withField(field, huge),
          expect: 'survive',
          field,
        });
      }
      requests.push({
        name: `body ${field} -0`,
        path,
        headers: json,
        body: withField(field, 0).replace(`"${field}":0`, `"${field}":-0`),
        expect: 'survive',
        field,
      });
    }
    const value = validBody[field];
    if (value !== null && typeof value === 'object') {
      // Inside a nested field (weekly hours, session lengths, a deposit rule), every leaf spoiled at once.
      const spoiled = (spoil: (leaf: unknown) => unknown) =>
        JSON.parse(JSON.stringify(value), (_key, leaf) => (typeof leaf === 'object' ? leaf : spoil(leaf)));
      const nested: Array<[string, unknown, MalformedRequest['expect']]> = [
        ['numbers of 1e20', spoiled((leaf) => (typeof leaf === 'number' ? 1e20 : leaf)), 'survive'],
        ['text with a NUL', spoiled((leaf) => (typeof leaf === 'string' ? `${leaf}\u0000` : leaf)), 'refuse'],
      ];
      for (const [name, spoiledValue, expect] of nested) {
        const body = withField(field, spoiledValue);
        if (body !== JSON.stringify(validBody)) {
          requests.push({ name: `body ${field} nested ${name}`, path, headers: json, body, expect, field });
        }
      }
    }
    const date = dateFormatOf(fieldSchema);
    if (date) {
      const invalid = date.format === 'date' ? '2026-02-30' : '2026-02-30T10:00:00Z';
      requests.push({
        name: `body ${field} ${invalid}`,
        path,
        headers: json,
        body: withField(field, date.isList ? [invalid] : invalid),
        expect: 'refuse',
        field,
      });
    }
    return requests;
  });
  return [...wholeBody, ...perField];
}

const PNG = Buffer.from(PNG_1PX_BASE64, 'base64');

/** A multipart body built by hand, so a part can say it is a PNG while holding anything. */
function multipart(field: string, files: Array<{ name: string; content: Buffer }>) {
  const boundary = 'sweep-boundary';
  const parts = files.map(({ name, content }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

function uploadRequests({ path, uploadField = PORTFOLIO_UPLOAD_FIELD }: SweptRoute): MalformedRequest[] {
  const upload = (name: string, files: Array<{ name: string; content: Buffer }>): MalformedRequest => ({
    name,
    path,
    ...multipart(uploadField, files),
    expect: 'refuse',
    field: uploadField,
  });
  return [
    upload('no file', []),
    upload('a text file named .png', [{ name: 'notes.png', content: Buffer.from('just some text') }]),
    upload('a zero-byte file', [{ name: 'empty.png', content: Buffer.alloc(0) }]),
    upload(
      'too many files',
      Array.from({ length: MAX_UPLOAD_IMAGES + 1 }, (_, index) => ({ name: `${index}.png`, content: PNG })),
    ),
    upload('a file over the limit', [
      { name: 'huge.png', content: Buffer.concat([PNG, Buffer.alloc(MAX_PORTFOLIO_FILE_BYTES)]) },
    ]),
    { name: 'JSON on the upload route', path, headers: json, body: '{}', expect: 'refuse' },
  ];
}

/** Every malformed request that applies to the route. */
export function malformedRequestsFor(route: SweptRoute): MalformedRequest[] {
  const takesBody = route.method !== 'GET';
  return [
    ...pathParamRequests(route),
    ...queryRequests(route),
    ...(takesBody ? unparseableBodyRequests(route) : []),
    ...(takesBody && route.schema?.body ? schemaBodyRequests(route) : []),
    ...(route.isMultipart ? uploadRequests(route) : []),
    ...(route.method === 'GET'
      ? [
          {
            name: 'a body on GET',
            path: route.path,
            headers: json,
            body: '{"not": "closed"',
            expect: 'survive' as const,
          },
        ]
      : []),
  ];
}
