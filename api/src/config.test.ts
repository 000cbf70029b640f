import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxyOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
  });

  it('reads a number as that many proxy hops (never "trust every hop")', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
  });

  it('reads a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.4,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
  });

  it('refuses anything else at start', () => {
    expect(() => trustProxyOf('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('loopback')).toThrow(/TRUST_PROXY/);
  });
});
