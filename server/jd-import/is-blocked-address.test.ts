import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './is-blocked-address';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.4',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::5',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '::10.0.0.1',
    '2001:db8::1',
    'not-an-ip',
  ])('blocks %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each([
    '64:ff9b:1::a00:1',
    '64:ff9b:1::808:808',
    '::ffff:0:808:808',
    '::ffff:0:a00:1',
    '100:0:0:1::1',
    '100::1',
    '5f00::1',
    '3fff::1',
    '2001:2::1',
    '2001:20::1',
    '2620:4f:8000::1',
    '192.31.196.1',
    '192.52.193.1',
    '192.175.48.1',
    '192.88.99.1',
    '::8.8.8.8',
    '0.1.2.3',
    'fec0::1',
    '127.1',
    '0x7f000001',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
  ])('blocks special-purpose %s (IANA registries)', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '1.1.1.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });

  it('lets loopback (only loopback) through when tests allow it', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isBlockedAddress(ip, { allowLoopback: true })).toBe(false);
    for (const ip of ['10.0.0.1', '169.254.169.254', 'fd00::1', '::ffff:192.168.1.1'])
      expect(isBlockedAddress(ip, { allowLoopback: true })).toBe(true);
  });
});
