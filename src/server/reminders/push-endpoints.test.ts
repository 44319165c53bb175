import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  isPublicAddress,
  isPushServiceEndpoint,
  pushServiceKind,
  pushServiceOrigins,
} from './push-endpoints';
import { publicAddressesOnly } from './push-sender';

/** Endpoints WHATWG URL reads as a push service's host and Node's legacy url.parse as another host. */
const BENT_ENDPOINTS = [
  'https://127.0.0.1;.push.apple.com/x',
  'https://127.0.0.1`.push.apple.com/x',
  'https://169.254.169.254;.push.apple.com/latest/meta-data',
  'https://169.254.169.254`.push.apple.com/latest/meta-data',
  'https://10.0.0.1;.notify.windows.com/w/?token=x',
];

const dir = mkdtempSync(path.join(tmpdir(), 'uplift-push-endpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// As serve.ts wires them: the browsers' push services, plus what the configuration names.
const origins = pushServiceOrigins(
  loadConfig({
    DATA_DIR: dir,
    PUSH_SERVICE_ORIGINS: 'https://push.example:8443,https://127.0.0.1:9443',
  }).push.operatorOrigins,
);

describe('isPushServiceEndpoint', () => {
  it('accepts the browsers’ push services and the configured ones', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'https://push.example:8443/p/1',
    ])
      expect(isPushServiceEndpoint(endpoint, origins), endpoint).toBe(true);
  });

  it('refuses anything else: other hosts, lookalikes, plain http, other ports', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://evilpush.apple.com.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notpush.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://web.push.apple.com:444/x',
      'https://push.example/p/1',
      'not a url',
    ])
      expect(isPushServiceEndpoint(endpoint, origins), endpoint).toBe(false);
  });

  it('refuses endpoints another URL parser reads as another host (; and ` in the host)', () => {
    for (const endpoint of BENT_ENDPOINTS)
      expect(isPushServiceEndpoint(endpoint, origins), endpoint).toBe(false);
  });

  it('takes only the exact WHATWG serialisation, without userinfo, IP literals or a trailing dot', () => {
    for (const endpoint of [
      'https://WEB.push.apple.com/x',
      'https://web.push.apple.com:443/x',
      'https://web.push.apple.com',
      'https://web.push.apple.com\\@127.0.0.1/x',
      'https://%77eb.push.apple.com/x',
      'https://user:pass@web.push.apple.com/x',
      'https://user@push.example:8443/p/1',
      'https://web.push.apple.com./x',
      'https://web.push.apple.com/x;y',
      'https://web.push.apple.com/x`y',
      'https://push.example:8443/p;1',
      'https://[::1]/x',
      'https://2130706433/x',
    ])
      expect(isPushServiceEndpoint(endpoint, origins), endpoint).toBe(false);
  });

  it('holds the browsers’ services to the strict rules and lets an operator’s exact origin keep its port and IP', () => {
    expect(pushServiceKind('https://web.push.apple.com/QGuQ', origins)).toBe('browser');
    expect(pushServiceKind('https://fcm.googleapis.com/fcm/send/abc:def', origins)).toBe('browser');
    expect(pushServiceKind('https://push.example:8443/p/1', origins)).toBe('operator');
    expect(pushServiceKind('https://127.0.0.1:9443/push/1', origins)).toBe('operator');
    expect(pushServiceKind('https://127.0.0.1:9444/push/1', origins)).toBe(null);
  });
});

describe('the addresses a browser push service may be reached at', () => {
  it('are public: not loopback, private, link-local, shared or reserved, in IPv4 or IPv6', () => {
    for (const address of ['17.253.144.10', '142.250.70.10', '2a00:1450:4001:80b::200a'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('are checked on every address a name resolves to, however the connection asks for them', async () => {
    const resolvingTo =
      (...addresses: string[]): Parameters<typeof publicAddressesOnly>[0] =>
      (_hostname, _options, callback) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const lookup = (resolve: Parameters<typeof publicAddressesOnly>[0], all: boolean) =>
      new Promise((done) =>
        publicAddressesOnly(resolve)('web.push.apple.com', { all }, (error, address, family) =>
          done(error ? (error as NodeJS.ErrnoException).code : { address, family }),
        ),
      );
    expect(await lookup(resolvingTo('17.253.144.10'), false)).toEqual({
      address: '17.253.144.10',
      family: 4,
    });
    expect(await lookup(resolvingTo('17.253.144.10', '2a00:1450::1'), true)).toEqual({
      address: [
        { address: '17.253.144.10', family: 4 },
        { address: '2a00:1450::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookup(resolvingTo('17.253.144.10', '10.0.0.1'), false)).toBe('ENOTPUBLIC');
    expect(await lookup(resolvingTo('169.254.169.254'), true)).toBe('ENOTPUBLIC');
    expect(await lookup(resolvingTo('::1'), false)).toBe('ENOTPUBLIC');
  });
});
