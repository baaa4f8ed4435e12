import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    'localhost',
    'LOCALHOST',
  ])('%s stays on this computer', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '203.0.113.9',
    '::ffff:10.0.0.1',
    'localhost.example.com',
    'server',
    '',
    undefined,
  ])('%s does not', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});
