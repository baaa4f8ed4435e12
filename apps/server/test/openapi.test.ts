import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatParamUrl } from '@fastify/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRoute, appRoutes } from './helpers/app-routes';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, type TestContext, writeTestPages } from './helpers/test-app';

/**
 * The OpenAPI document describes every route of the running app (docs/decisions/079-openapi.md): a
 * route added without a summary, tags and its responses fails here. Not API, and so not described:
 */
const NOT_API: readonly { route: RegExp; reason: string }[] = [
  { route: /^GET \/api\/openapi\.json$/, reason: 'the document itself' },
  { route: /^GET \/api\/docs(\/|$)/, reason: 'the reference page of development (@fastify/swagger-ui)' },
  {
    route: /^GET \/robots\.txt$/,
    reason: 'a file of the web build: one route per file (plugins/static-assets.ts)',
  },
];

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const label = (route: AppRoute) => `${route.method} ${route.path}`;
const isApi = (route: AppRoute) => !NOT_API.some(({ route: pattern }) => pattern.test(label(route)));

function webRootWithAFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-web-'));
  writeTestPages(dir);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

/** What a route's operation lacks to be described: its summary, its tags, what its success answers. */
function gapsOf(operation: Operation | undefined, tags: ReadonlySet<string>): string[] {
  if (!operation) return ['not in the document'];
  const gaps: string[] = [];
  if (!operation.summary) gaps.push('no summary');
  if (!operation.tags?.length) gaps.push('no tags');
  for (const tag of operation.tags ?? [])
    if (!tags.has(tag)) gaps.push(`tag ${tag} not in the document's list`);
  const statuses = Object.keys(operation.responses);
  if (!statuses.some((status) => /^[23]/.test(status))) gaps.push('no success response');
  for (const [status, response] of Object.entries(operation.responses)) {
    if (/^2/.test(status) && status !== '204' && !response.content)
      gaps.push(`${status} without content type`);
  }
  return gaps;
}

/** Every `$ref` of the document, with where it is. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ at, ref: inner }] : refsOf(inner, `${at}/${key}`),
  );
}

function resolves(document: OpenApiDocument, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestApp({}, { webRoot: webRootWithAFile() });
  const res = await ctx.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('describes every route of the app, but those that are not API', () => {
    const routes = appRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(80);
    const tags = new Set(document.tags.map((tag) => tag.name));
    const undescribed = routes.filter(isApi).flatMap((route) => {
      const operation = document.paths[formatParamUrl(route.path)]?.[route.method.toLowerCase()];
      return gapsOf(operation, tags).map((gap) => `${label(route)}: ${gap}`);
    });
    expect(undescribed).toEqual([]);
  });

  it('leaves out, of the routes that are not API, every one', () => {
    const routes = appRoutes(ctx.app).filter((route) => !isApi(route));
    expect(routes.map(label)).toEqual(
      expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs/', 'GET /robots.txt']),
    );
    for (const route of routes) {
      expect(document.paths[formatParamUrl(route.path)]?.[route.method.toLowerCase()]).toBeUndefined();
    }
  });

  it('is OpenAPI 3.1 whose every reference resolves and every path parameter is declared', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter(({ ref }) => !resolves(document, ref))).toEqual([]);
    const wrong: string[] = [];
    for (const [pathName, item] of Object.entries(document.paths)) {
      const inPath = [...pathName.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const names = declared.map((p) => p.name).sort();
        if (names.join() !== inPath.join()) wrong.push(`${method} ${pathName}: ${names.join()} declared`);
        for (const p of declared.filter((p) => p.required !== true)) {
          wrong.push(`${method} ${pathName}: ${p.name} not required`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers errors as the shared {code, message} component and names the session and the XSRF header', () => {
    expect(document.components.schemas?.ApiError).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
    });
    const report = document.paths['/api/report/{uuid}']?.get;
    expect(report?.responses['404']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(report?.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'va_session' }),
      xsrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-xsrf-token' }),
    });
    const signIn = document.paths['/auth/signin']?.post as Operation & { security: unknown };
    expect(signIn.security).toEqual([{ session: [], xsrf: [] }, { xsrf: [] }]);
    const webhook = document.paths['/api/payments/stripe/webhook']?.post as Operation & { security: unknown };
    expect(webhook.security).toEqual([]);
  });

  it('gives a file its content type', () => {
    const pdf = document.paths['/api/policies/regolamento.pdf']?.get;
    expect(pdf?.responses['200']?.content).toEqual({
      'application/pdf': { schema: { contentMediaType: 'application/pdf' } },
    });
  });
});

describe('the reference page', () => {
  it('is served in development from this server, with no other host', async () => {
    const page = await ctx.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    // Its inline styles are allowed on its own pages only.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const json = await ctx.app.inject('/api/openapi.json');
    expect(json.headers['content-security-policy']).toContain("style-src 'self';");
    const init = await ctx.app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain('validatorUrl: null');
  });

  it('does not exist in production, where the document is served', async () => {
    const prod = await createTestApp({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
    try {
      expect((await prod.app.inject('/api/docs/')).statusCode).toBe(404);
      expect(appRoutes(prod.app).filter((route) => route.path.startsWith('/api/docs'))).toEqual([]);
      const res = await prod.app.inject('/api/openapi.json');
      expect(res.statusCode).toBe(200);
      const prodDocument: OpenApiDocument = res.json();
      expect(Object.keys(prodDocument.paths).filter((p) => p.startsWith('/dev/'))).toEqual([]);
      expect(prodDocument.components.securitySchemes?.session).toMatchObject({ name: '__Host-va_session' });
    } finally {
      await prod.close();
    }
  });
});
