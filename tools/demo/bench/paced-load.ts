import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedOptions {
  url: string;
  /** Requests a second, one every 1000/rate ms. */
  rate: number;
  /** Keep-alive sockets; a request finding them all busy waits for one, and that wait is measured. */
  connections: number;
  duration: number;
  /** Paths requested in turn, instead of the URL's own. */
  paths?: readonly string[];
  headers?: Record<string, string>;
}

/** What the benches read of a run, whichever client made it. */
export interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * A steady load: one request every 1000/rate ms, whether or not the earlier ones have been answered (an open
 * loop), each timed from the moment it was due, so that a stalled server or client is not left out of the
 * figures (no coordinated omission). autocannon's `overallRate` sends each connection's share of a second
 * back to back, all connections at the same instant: a burst of `rate` requests once a second, not a rate.
 */
export function pacedLoad(options: PacedOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base = new URL(options.url);
  const paths = options.paths?.length ? options.paths : [`${base.pathname}${base.search}`];
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.duration);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      if (++settled < total) return;
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      resolve({
        requests: { average: latencies.length / options.duration },
        latency: {
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        },
        non2xx,
        errors,
      });
    };
    const send = (due: number, path: string) => {
      const request = http.get(
        { host: base.hostname, port: base.port, path, agent, headers: options.headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if ((response.statusCode ?? 0) >= 300) non2xx++;
            finish();
          });
        },
      );
      request.on('error', () => {
        errors++;
        finish();
      });
    };
    const tick = () => {
      while (sent < total && start + sent * interval <= performance.now()) {
        send(start + sent * interval, paths[sent % paths.length] ?? '/');
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}
