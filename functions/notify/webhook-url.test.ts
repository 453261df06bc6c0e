import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-policy';
import { checkWebhookUrl, type ResolveHost } from './webhook-url';

const dns: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'sneaky.example.com': ['93.184.216.34', '10.0.0.7'],
  'metadata.example.com': ['169.254.169.254'],
  'v6-internal.example.com': ['fd00:ec2::254'],
};
const resolve: ResolveHost = async (host) => {
  if (!dns[host]) throw new Error('ENOTFOUND');
  return dns[host];
};
const remote = { localMode: false, resolve };
const local = { localMode: true, resolve };

describe('checkWebhookUrl', () => {
  it('given a public https URL whose host resolves to public addresses only, when checked, then it is accepted', async () => {
    const result = await checkWebhookUrl('https://hooks.example.com/turns?x=1', remote);
    expect(result.ok && result.addresses).toEqual(dns['hooks.example.com']);
  });

  it('given 127.0.0.1 or 169.254.169.254 in non-local mode, when checked, then it is refused as a forbidden address', async () => {
    for (const url of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest/meta-data/', 'https://[::1]/x', 'https://2130706433/', 'https://0x7f.1/', 'https://[::ffff:127.0.0.1]/', 'https://[::ffff:a9fe:a9fe]/']) {
      const result = await checkWebhookUrl(url, remote);
      expect(result.ok ? 'accepted' : result.error.code, url).toBe('webhook/forbidden-address');
    }
  });

  it('given a host with one private address among public ones, when checked, then it is refused (every address is checked)', async () => {
    const result = await checkWebhookUrl('https://sneaky.example.com/hook', remote);
    expect(result.ok ? 'accepted' : result.error.code).toBe('webhook/forbidden-address');
  });

  it('given hosts resolving to the metadata service or a unique-local IPv6 address, when checked, then they are refused in every mode', async () => {
    for (const policy of [remote, local]) {
      for (const url of ['https://metadata.example.com/', 'https://v6-internal.example.com/', 'https://169.254.169.254/']) {
        const result = await checkWebhookUrl(url, policy);
        expect(result.ok ? 'accepted' : result.error.code, url).toBe('webhook/forbidden-address');
      }
    }
  });

  it('given local mode, when a loopback http URL is checked, then it is accepted; outside local mode http is refused', async () => {
    expect((await checkWebhookUrl('http://127.0.0.1:9999/hook', local)).ok).toBe(true);
    const remoteHttp = await checkWebhookUrl('http://hooks.example.com/hook', remote);
    expect(remoteHttp.ok ? 'accepted' : remoteHttp.error.code).toBe('webhook/not-https');
  });

  it('given a malformed URL, credentials, another scheme or an unknown host, when checked, then each gets its own code', async () => {
    const codes = [];
    for (const url of ['not a url', 'https://user:pw@hooks.example.com/', 'ftp://hooks.example.com/', 'https://nowhere.example.com/']) {
      const r = await checkWebhookUrl(url, remote);
      codes.push(r.ok ? 'accepted' : r.error.code);
    }
    expect(codes).toEqual(['webhook/invalid-url', 'webhook/credentials', 'webhook/not-https', 'webhook/unresolved']);
  });
});

describe('webhook ports', () => {
  it('given a public https URL, when its port is 443 or 8443 it is accepted; any other port is refused outside local mode', async () => {
    for (const url of ['https://hooks.example.com/h', 'https://hooks.example.com:443/h', 'https://hooks.example.com:8443/h']) {
      expect((await checkWebhookUrl(url, remote)).ok, url).toBe(true);
    }
    for (const url of ['https://hooks.example.com:22/h', 'https://hooks.example.com:25/h', 'https://hooks.example.com:6379/h', 'https://hooks.example.com:8080/h']) {
      const r = await checkWebhookUrl(url, remote);
      expect(r.ok ? 'accepted' : r.error.code, url).toBe('webhook/port');
    }
    expect((await checkWebhookUrl('http://127.0.0.1:45123/hook', local)).ok).toBe(true);
  });
});

describe('classifyAddress', () => {
  it('given 6to4, NAT64 and Teredo addresses, when they embed a private or loopback IPv4, then they are internal', () => {
    const embedding = [
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of the metadata service
      '64:ff9b::10.0.0.1',
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::a00:1', // local-use NAT64
      '2001:0:a00:1::1', // Teredo server 10.0.0.1
      '2001:0:5db8:d822:0:f227:80ff:fffe', // Teredo client 127.0.0.1 (inverted: 80ff:fffe)
      '2001:0:5db8:d822:0:f227:f5ff:fffe', // Teredo client 10.0.0.1 (inverted: f5ff:fffe)
    ];
    expect(embedding.map(classifyAddress)).toEqual(Array(embedding.length).fill('internal'));
    expect(['2002:5db8:d822::1', '2001:0:5db8:d822:0:f227:a247:2bdd'].map(classifyAddress)).toEqual(['public', 'public']);
  });


  it('given addresses of each kind, when classified, then private, link-local, CGNAT and multicast are internal', () => {
    expect(['10.1.2.3', '172.31.255.1', '192.168.0.1', '100.64.0.1', '169.254.1.1', '0.0.0.0', '224.0.0.1', 'fe80::1', 'fc00::1', '64:ff9b::a00:1'].map(classifyAddress)).toEqual(Array(10).fill('internal'));
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].map(classifyAddress)).toEqual(Array(4).fill('loopback'));
    expect(['8.8.8.8', '172.32.0.1', '2606:4700::1111'].map(classifyAddress)).toEqual(Array(3).fill('public'));
    expect(classifyAddress('not-an-ip')).toBe('invalid');
  });
});
