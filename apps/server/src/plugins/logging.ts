import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config/env';
import { isApiPath } from './spa';

/** Where log lines go: stdout unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

interface LogRecord {
  level: number;
  time: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE ',
  20: 'DEBUG ',
  40: 'WARN ',
  50: 'ERROR ',
  60: 'FATAL ',
};
// pino's own fields, and those Fastify adds to every line of a request.
const PLAIN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'req', 'res']);

// Query strings carry e-mail addresses (lookup, forgot-password): logs keep the path only.
const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** One pino JSON record as a short line for a terminal: time, level when not info, message, stack. */
export function formatLogRecord(json: string): string {
  const record = JSON.parse(json) as LogRecord;
  const time = new Date(record.time).toTimeString().slice(0, 8);
  const fields = Object.entries(record)
    .filter(([name]) => !PLAIN_FIELDS.has(name))
    .map(([name, value]) => ` ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('');
  const stack = record.err?.stack ?? record.err?.message;
  const detail = stack ? `\n  ${stack.replaceAll('\n', '\n  ')}` : '';
  return `${time} ${LEVEL_LABELS[record.level] ?? ''}${record.msg ?? ''}${fields}${detail}\n`;
}

/**
 * Development: no line when a request starts, and one when it ends only for API calls and failures, so
 * that the start banner with the demo accounts stays on screen (docs/decisions/025-development-defaults.md).
 */
class DevelopmentLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request.url);
    if (!error && reply.statusCode < 400 && !isApiPath(path)) return;
    const line = `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** JSON lines (pino) in production, for log collectors; short human lines in development; none in tests. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'isProduction' | 'logLevel'>,
  destination?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.env === 'test') return { logger: false };
  if (config.isProduction) {
    return {
      logger: {
        level: config.logLevel,
        serializers: {
          req: (request: FastifyRequest) => ({
            method: request.method,
            url: pathOf(request.url),
            remoteAddress: request.ip,
          }),
        },
        ...(destination ? { stream: destination } : {}),
      },
    };
  }
  const out = destination ?? process.stdout;
  return {
    logger: { level: config.logLevel, stream: { write: (line: string) => out.write(formatLogRecord(line)) } },
    logController: new DevelopmentLogController(),
  };
}
