import { ConfigError, loadConfig } from './app-config';

describe('TRUST_PROXY', () => {
  const base = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };
  const proxies = (value?: string) => loadConfig({ ...base, TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy unless told', () => {
    expect(proxies(undefined)).toEqual([]);
    expect(proxies('')).toEqual([]);
    expect(proxies('0')).toEqual([]);
    expect(proxies('false')).toEqual([]);
  });

  it('takes addresses, networks and the named private ranges, comma-separated', () => {
    expect(proxies('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(proxies(' 10.0.0.0/8, 192.168.1.10 ,fd00::/8,::1,loopback ')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses 1 and true, which trusted whoever called, saying what to write instead', () => {
    for (const value of ['1', 'true']) {
      expect(() => proxies(value)).toThrow(ConfigError);
      expect(() => proxies(value)).toThrow(/TRUST_PROXY: ya no acepta .*direcciones o redes \(CIDR\) de sus proxies/);
    }
  });

  it('names an entry that is no address', () => {
    expect(() => proxies('10.0.0.5,proxy.interno')).toThrow(/TRUST_PROXY: "proxy.interno" no es una dirección IP/);
    expect(() => proxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" no es una dirección IP/);
  });
});
