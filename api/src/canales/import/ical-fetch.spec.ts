import { isPrivateAddress } from './ical-fetch';

describe('isPrivateAddress: where an imported calendar may not live', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'no-es-una-ip'])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '200.45.12.1', '2800:3f0:4002:80a::200e', '::ffff:200.45.12.1'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
