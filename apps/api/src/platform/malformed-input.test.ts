import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

/**
 * Every operation of the OpenAPI document, fed input no client should send: NUL and lone surrogates,
 * broken percent-encoding, over-long ids, malformed JSON and malformed multipart. Whoever asks, the
 * answer is a refusal or an answer in the envelope, never a 5xx, and never quotes the input back.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

interface Probe {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const BAD_STRINGS = { 'a lone surrogate': `${LONE_SURROGATE}x`, 'a NUL': `a${NUL}b` };
const LONG_ID = 'a'.repeat(400);
/** What an answer must never hold: the hostile input, raw or escaped, or what a lone surrogate becomes. */
const ECHOES = [NUL, '\\u0000', LONE_SURROGATE, '\\ud800', '\ufffd', '%00', '%ff', LONG_ID.slice(0, 120)];

const json = { 'content-type': 'application/json' };
const BOUNDARY = 'carenetFuzzBoundary';
const filePart = (filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
  `Content-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n`;
const MALFORMED_MULTIPART: Probe[] = [
  {
    name: 'multipart without a boundary',
    url: '',
    headers: { 'content-type': 'multipart/form-data' },
    payload: `${filePart('a.pdf')}--${BOUNDARY}--\r\n`,
  },
  {
    name: 'multipart without its closing boundary',
    url: '',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: filePart('a.pdf'),
  },
  {
    name: 'multipart with a NUL in the filename',
    url: '',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `${filePart(`a${NUL}.pdf`)}--${BOUNDARY}--\r\n`,
  },
];

const isString = (schema: JsonSchema) =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  (schema.anyOf ?? []).some(isString);

/** Where a body holds text: its top-level string fields, those of its objects, and arrays of strings. */
function stringFields(schema: JsonSchema | undefined, depth = 0): { path: string[]; inArray: boolean }[] {
  const fields: { path: string[]; inArray: boolean }[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (isString(property)) fields.push({ path: [name], inArray: false });
    else if (property.items && isString(property.items)) fields.push({ path: [name], inArray: true });
    else if (property.properties && depth === 0) {
      for (const inner of stringFields(property, depth + 1))
        fields.push({ ...inner, path: [name, ...inner.path] });
    }
  }
  return fields;
}

function bodyWith(path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  return { [head]: rest.length ? bodyWith(rest, value) : value };
}

/** Every hostile request for one operation; the path's parameters otherwise hold a well-formed id. */
function probesFor(template: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (overrides: Record<string, string> = {}) =>
    template.replace(/\{([^}]+)\}/g, (_, name: string) => overrides[name] ?? randomUUID());
  const url = fill();
  const probes: Probe[] = [];

  for (const name of pathParams) {
    probes.push({ name: `a NUL in path parameter ${name}`, url: fill({ [name]: 'x%00' }) });
    probes.push({ name: `bad percent-encoding in path parameter ${name}`, url: fill({ [name]: '%ff' }) });
    probes.push({ name: `an over-long ${name}`, url: fill({ [name]: LONG_ID }) });
  }
  if (!pathParams.length) probes.push({ name: 'bad percent-encoding in the path', url: `${url}/%ff` });
  for (const name of queryParams.length ? queryParams : ['q']) {
    probes.push({ name: `a NUL in query parameter ${name}`, url: `${url}?${name}=a%00b` });
  }
  probes.push({ name: 'bad percent-encoding in the query', url: `${url}?q=%ff` });

  if (method === 'get') return probes;
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  for (const [label, bad] of Object.entries(BAD_STRINGS)) {
    probes.push({ name: `${label} as the whole body`, url, headers: json, payload: JSON.stringify(bad) });
    for (const { path, inArray } of stringFields(schema)) {
      const payload = JSON.stringify(bodyWith(path, inArray ? [bad] : bad));
      probes.push({ name: `${label} in ${path.join('.')}`, url, headers: json, payload });
    }
  }
  probes.push({ name: 'malformed JSON', url, headers: json, payload: '{"a":' });
  probes.push({
    name: 'an unsupported content type',
    url,
    headers: { 'content-type': 'application/x-fuzz' },
    payload: 'x',
  });
  for (const multipart of MALFORMED_MULTIPART) probes.push({ ...multipart, url });
  return probes;
}

/** What is wrong with one answer, or nothing. */
function problemsOf(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  const echoed = ECHOES.find((echo) => res.body.includes(echo));
  if (echoed !== undefined) problems.push(`echoes its input (${JSON.stringify(echoed)})`);
  // Public reference data (the location lists, the assistant's guide) may be cached when it is answered
  // (platform/cache-control.ts); anything else, and every refusal, never.
  const cacheControl = res.headers['cache-control']?.toString() ?? '';
  const publicAnswer = res.statusCode < 300 && cacheControl.startsWith('public');
  if (!cacheControl.includes('no-store') && !publicAnswer) problems.push('may be cached');
  let body: { status?: unknown; statusCode?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return [...problems, `is not JSON: ${res.body.slice(0, 80)}`];
  }
  const inEnvelope =
    (body.status === 'error' || body.status === 'success') &&
    body.statusCode === res.statusCode &&
    typeof body.message === 'string';
  if (!inEnvelope) problems.push(`is not in the envelope: ${res.body.slice(0, 120)}`);
  return problems;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

describe('malformed input to every documented operation', () => {
  let t: TestApp;
  let operations: { method: string; template: string; operation: Operation }[];
  const people: Record<string, TestUser | null> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: OpenApiPaths;
    }>();
    operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, template, operation })),
    );
    people.anonymous = null;
    people.patient = await createUser(t.ctx, { roles: ['patient'] });
    people.admin = await createAdmin(t.ctx);
  });
  afterAll(() => t.close());

  it('walks the whole API', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter(({ operation }) => operation.requestBody).length).toBeGreaterThan(30);
  });

  it.each(['anonymous', 'patient', 'admin'])(
    'answers every probe as %s with a 4xx or success in the envelope, never echoing the input',
    async (who) => {
      const person = people[who] ?? null;
      const failures: string[] = [];
      let sent = 0;
      await eachLimited(operations, 6, async ({ method, template, operation }) => {
        // A session of its own per operation: a probe that signs out (logout takes no body) ends only it.
        const auth = person
          ? { authorization: `Bearer ${(await t.ctx.tokens.issue(person.user.id, 60 * 60 * 1000)).token}` }
          : {};
        for (const probe of probesFor(template, method, operation)) {
          const res = await t.app.inject({
            method: method.toUpperCase() as InjectOptions['method'],
            url: probe.url,
            headers: { ...auth, ...probe.headers },
            payload: probe.payload,
          });
          sent++;
          for (const problem of problemsOf(res)) {
            failures.push(`${method.toUpperCase()} ${template} with ${probe.name} ${problem}`);
          }
        }
      });
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
  );
});
