import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether an address, or a host name to listen on, stays on this computer: 127.0.0.0/8, ::1 (also written
 * as an IPv4-mapped IPv6 address) and `localhost`. Any other name may resolve anywhere, so it is not.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address.toLowerCase() === 'localhost') return true;
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
