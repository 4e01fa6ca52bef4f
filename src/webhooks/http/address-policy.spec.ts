import { forbiddenAddressReason } from './address-policy';

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'shared address space (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00:ec2::254', 'unique local (private)'],
    ['fc00::1', 'unique local (private)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
    ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata)'],
    ['2002:c0a8:0101::1', 'private'],
    ['::127.0.0.1', 'reserved (embeds an IPv4 address)'],
    ['::ffff:0:7f00:1', 'reserved (embeds an IPv4 address)'],
    ['::ffff:0:8.8.8.8', 'reserved (embeds an IPv4 address)'],
    ['::5efe:7f00:1', 'reserved (embeds an IPv4 address)'],
    ['::200:5efe:a00:1', 'reserved (embeds an IPv4 address)'],
    ['0:0:0:1::1', 'reserved (embeds an IPv4 address)'],
    ['ff::1', 'reserved (embeds an IPv4 address)'],
    ['2001:db8::1', 'documentation'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(forbiddenAddressReason(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeUndefined();
  });

  it('refuses what is not an IP literal', () => {
    expect(forbiddenAddressReason('example.com')).toBe('not an IP address');
  });
});
