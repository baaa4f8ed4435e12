import type { IncomingMessage } from 'node:http';
import { isRecord } from '../../src/lib/is-record';

/** The request's body as text: a form, as the SDK posts it. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `a[b][0][c]=1&expand[]=x` → `{ a: { b: [{ c: '1' }] }, expand: ['x'] }`, as Stripe reads its forms. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const child = isRecord(node[name]) ? node[name] : {};
      node[name] = child;
      node = child;
    });
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, toArrays(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
