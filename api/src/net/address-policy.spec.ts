import { isIpLiteral, isPublicUnicast } from './address-policy';

describe('isPublicUnicast: where a user-given URL may lead the server', () => {
  it.each([
    ['loopback', ['127.0.0.1', '127.255.0.9', '::1', '[::1]']],
    ['private', ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10']],
    ['link-local and cloud metadata', ['169.254.169.254', 'fe80::1']],
    ['CGNAT', ['100.64.0.1', '100.127.255.254']],
    ['unspecified and broadcast', ['0.0.0.0', '::', '255.255.255.255']],
    ['multicast', ['224.0.0.1', 'ff02::1']],
    ['documentation, benchmarking, reserved', ['192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '240.0.0.1', '2001:db8::1']],
    ['unique-local', ['fd00::1', 'fc00::5']],
    ['6to4', ['2002:c0a8:101::1', '2002:7f00:1::1']],
    ['Teredo', ['2001:0:4136:e378:8000:63bf:3fff:fdd2']],
    ['NAT64', ['64:ff9b::a00:1', '64:ff9b::7f00:1', '64:ff9b:1::a00:1']],
    ['IPv4-mapped', ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:8.8.8.8']],
    ['IPv4-compatible (deprecated)', ['::7f00:1', '::a00:1']],
    ['not an address', ['localhost', 'example.com', '', '1.2.3', '999.1.1.1']],
  ])('refuses %s', (_kind, addresses) => {
    for (const address of addresses) expect({ address, ok: isPublicUnicast(address) }).toEqual({ address, ok: false });
  });

  it.each(['8.8.8.8', '172.32.0.1', '200.45.12.1', '100.128.0.1', '2800:3f0:4002:80a::200e', '[2606:4700::6810:84e5]'])('allows %s', (address) => {
    expect(isPublicUnicast(address)).toBe(true);
  });

  it('tells IP literals from names', () => {
    expect(['127.0.0.1', '[::1]', '::ffff:1.2.3.4'].map(isIpLiteral)).toEqual([true, true, true]);
    expect(['localhost', 'cdn.example.com', '127.0.0.1.nip.io'].map(isIpLiteral)).toEqual([false, false, false]);
  });
});
