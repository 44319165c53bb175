import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keys an IPv4 address whole', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.8')).not.toBe(clientNetwork('192.0.2.7'));
  });

  it('keys IPv4-mapped IPv6 as the IPv4 address, in either spelling', () => {
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientNetwork('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys addresses differing only in their last 64 bits as one, however they are spelled', () => {
    const network = clientNetwork('2001:db8:0:1::1');
    expect(network).toBe('2001:db8:0:1::/64');
    for (const address of [
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:1234:5678:9abc:def0',
      '2001:db8::1:0:0:0:2',
      '2001:db8:0:1::192.0.2.7',
      '2001:db8:0:1::5%eth0',
    ])
      expect(clientNetwork(address), address).toBe(network);
  });

  it('keys different /64s apart', () => {
    const networks = ['2001:db8:0:1::1', '2001:db8:0:2::1', '2001:db8:1:1::1', '2001:db9:0:1::1', '::1'].map(
      clientNetwork,
    );
    expect(new Set(networks).size).toBe(networks.length);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('not an address')).toBe('not an address');
  });
});
