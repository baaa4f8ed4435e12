import { describe, expect, it } from 'vitest';
import { formatLogRecord } from './logging';

const at = new Date(2026, 10, 24, 9, 5, 7).getTime();

describe('formatLogRecord', () => {
  it('gives an info line as time and message, without pino fields or the request id', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'GET /api/x 200 3 ms',
    });
    expect(formatLogRecord(json)).toBe('09:05:07 GET /api/x 200 3 ms\n');
  });

  it('names the level of warnings and errors, keeps their fields and indents the stack', () => {
    const json = JSON.stringify({
      level: 50,
      time: at,
      msg: 'job: fallito',
      job: 'mail.send',
      attempt: 2,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at send (mail.ts:1:1)' },
    });
    expect(formatLogRecord(json)).toBe(
      '09:05:07 ERROR job: fallito job=mail.send attempt=2\n  Error: boom\n      at send (mail.ts:1:1)\n',
    );
  });
});
