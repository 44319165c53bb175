import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config';
import { vapidKeys } from './vapid-keys';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'uplift-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated into DATA_DIR when unset, private to the server, and the same on the next start', () => {
    const dir = dataDir();
    const keys = vapidKeys(loadConfig({ DATA_DIR: dir }));
    expect(keys.publicKey).toMatch(/^[\w-]{87}$/);
    expect(keys.subject).toBe('mailto:no-reply@localhost');
    const file = path.join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(vapidKeys(loadConfig({ DATA_DIR: dir }))).toEqual(keys);
  });

  it('are a key pair web-push takes and signs with, in its own form', () => {
    for (let i = 0; i < 20; i += 1) {
      const keys = vapidKeys(loadConfig({ DATA_DIR: dataDir() }));
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
      const headers = webpush.getVapidHeaders(
        'https://fcm.googleapis.com',
        keys.subject,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
      );
      expect(headers.Authorization).toContain(`k=${keys.publicKey}`);
    }
  });

  it('come from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set, which go together', () => {
    const given = webpush.generateVAPIDKeys();
    const dir = dataDir();
    const config = loadConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(vapidKeys(config)).toEqual({ ...given, subject: 'mailto:ops@example.com' });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: given.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'ops@example.com' })).toThrow(ConfigError);
    // An https APP_URL is the contact when no subject is given.
    expect(loadConfig({ DATA_DIR: dir, APP_URL: 'https://uplift.example/' }).push.subject).toBe(
      'https://uplift.example',
    );
  });
});
