import { connect } from 'node:net';
import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DatabaseUnavailableError, type Db } from '../src/db/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader } from './helpers/xsrf';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server not listening on TCP');
  port = address.port;
});
afterAll(() => ctx.close());

/** What a page of our site sends with a POST: its cookies and the anti-forgery header copied from them. */
async function browserHeaders(): Promise<Record<string, string>> {
  const page = await ctx.app.inject('/');
  const cookies = Object.fromEntries(page.cookies.map((cookie) => [cookie.name, cookie.value]));
  return { cookie: cookieHeader(cookies), [XSRF_HEADER]: cookies[XSRF_COOKIE] ?? '' };
}

const postSignIn = async (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload,
    headers: { ...(await browserHeaders()), 'content-type': contentType },
  });

/** Sends raw bytes to the listening server (for what Node's HTTP parser refuses before Fastify sees it). */
function rawExchange(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    const finish = (error?: Error) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      if (!status) return reject(error ?? new Error(`no HTTP answer: ${JSON.stringify(answer)}`));
      resolve({ status, body: JSON.parse(body) });
    };
    // The server closes the connection after answering; a reset may follow the answer.
    socket.on('close', () => finish());
    socket.on('error', finish);
    socket.write(request);
  });
}

/** An error body without `fields`: our `{ code, message }`, the code never Fastify's. */
function expectOurErrorBody(body: unknown, expected: { code: string; message: string }) {
  expect(body).toEqual(expected);
  expect(expected.code).not.toMatch(/^FST_/);
}

describe('error bodies: always { code, message } in Italian', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await postSignIn('{"email": "a@b.it", "password": ');
    expect(res.statusCode).toBe(400);
    expectOurErrorBody(res.json(), {
      code: 'invalid_json',
      message: 'Il contenuto inviato non è un JSON valido.',
    });
  });

  it('answers an empty JSON body with 400 invalid_json', async () => {
    const res = await postSignIn('');
    expect(res.statusCode).toBe(400);
    expectOurErrorBody(res.json(), {
      code: 'invalid_json',
      message: 'Il contenuto inviato è vuoto: serve un oggetto JSON.',
    });
  });

  it('answers a content type the server does not read with 415 unsupported_media_type', async () => {
    const res = await postSignIn('<email>a@b.it</email>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expectOurErrorBody(res.json(), {
      code: 'unsupported_media_type',
      message: 'Formato del contenuto non supportato.',
    });
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const res = await postSignIn(JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expectOurErrorBody(res.json(), {
      code: 'payload_too_large',
      message: 'Il contenuto inviato è troppo grande.',
    });
  });

  it('words in Italian the validation messages our schemas do not write themselves', async () => {
    const res = await postSignIn('["a@b.it", "Verifica2026!"]');
    expect(res.statusCode).toBe(400);
    // About the whole body: no input to name, so no `fields`.
    expectOurErrorBody(res.json(), {
      code: 'invalid_input',
      message: 'Input non valido: atteso object, ricevuto vettore',
    });
  });

  it('answers a bad percent-encoding in the path with 400 bad_url', async () => {
    const res = await ctx.app.inject('/api/report/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expectOurErrorBody(res.json(), { code: 'bad_url', message: 'L’indirizzo della richiesta non è valido.' });
  });

  it('answers an over-long path parameter with 414 uri_too_long', async () => {
    const res = await ctx.app.inject(`/api/report/${'A'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expectOurErrorBody(res.json(), {
      code: 'uri_too_long',
      message: 'L’indirizzo della richiesta è troppo lungo.',
    });
  });

  it('answers an unknown API method or path with 404 not_found', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/report/x',
      headers: await browserHeaders(),
    });
    expect(res.statusCode).toBe(404);
    expectOurErrorBody(res.json(), { code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it("answers 20 KB of headers, refused by Node's parser, with 431 headers_too_large", async () => {
    const res = await rawExchange(
      `GET /api/report/x HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expectOurErrorBody(res.body, {
      code: 'headers_too_large',
      message: 'Le intestazioni o l’indirizzo della richiesta sono troppo lunghi.',
    });
  });

  it("answers a 20 KB URL, refused by Node's parser, with 431 headers_too_large", async () => {
    const res = await rawExchange(
      `GET /api/report/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expectOurErrorBody(res.body, {
      code: 'headers_too_large',
      message: 'Le intestazioni o l’indirizzo della richiesta sono troppo lunghi.',
    });
  });

  it("answers a request Node's parser cannot read with 400 bad_request", async () => {
    const res = await rawExchange('NONSENSE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(res.status).toBe(400);
    expectOurErrorBody(res.body, { code: 'bad_request', message: 'Richiesta non valida.' });
  });
});

describe('validation answers: 400 invalid_input with every wrong input in `fields`', () => {
  const UUID = '00000000-0000-4000-8000-000000000000';

  it('keys a nested input of the body by its dotted path, and says the first problem as `message`', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${UUID}/session`,
      payload: {
        buyer: {
          email: 'non-una-email',
          first_name: 'Anna',
          last_name: 'Bianchi',
          country: 'DE',
          address: { street: 'Unter den Linden 1', postal_code: '!', city: 'Berlin' },
          accept_regulation: true,
          regulation_version: 'abc',
          declare_age: true,
          immediate_access: false,
          marketing_consent: false,
        },
      },
      headers: await browserHeaders(),
    });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body).toEqual({
      code: 'invalid_input',
      message: 'Inserisci un indirizzo email valido.',
      fields: {
        'buyer.email': 'Inserisci un indirizzo email valido.',
        'buyer.address.postal_code': 'Inserisci un codice postale valido.',
        'buyer.regulation_version': 'Versione del Regolamento non valida.',
      },
    });
  });

  it('answers a wrong query string the same way, keyed by the parameter', async () => {
    const res = await ctx.app.inject('/api/inspectors?lat=abc&lng=200');
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {})).toEqual(['lat', 'lng']);
    expect(body.message).toBe('La latitudine deve essere un numero.');
    expect(body.fields?.lat).toBe(body.message);
  });

  it('answers a wrong path parameter the same way, keyed by the parameter', async () => {
    const res = await ctx.app.inject('/api/photos/junk/640.webp');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_input',
      message: 'Identificativo della foto non valido.',
      fields: { id: 'Identificativo della foto non valido.' },
    });
  });
});

describe('error bodies while the database cannot be reached', () => {
  it('answers 503 database_unavailable in Italian, to be asked again in 5 s and never cached', async () => {
    // The app's database as PostgreSQL stopped leaves it, once the app has started: every query refused.
    let down = false;
    const db: Db = {
      ...ctx.db,
      query: (sql, params, options) =>
        down
          ? Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432')))
          : ctx.db.query(sql, params, options),
    };
    const app = await buildApp({ config: ctx.config, db });
    down = true;
    try {
      // A GET that reads the database, and one whose answer is otherwise cached by browsers and proxies.
      for (const url of [
        '/api/user/lookup?email=anna.bianchi%40example.it',
        '/api/inspectors?lat=45.46&lng=9.19',
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(503);
        expectOurErrorBody(res.json(), {
          code: 'database_unavailable',
          message: 'Il servizio non è al momento disponibile: riprova tra qualche istante.',
        });
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await app.close();
    }
  });
});
