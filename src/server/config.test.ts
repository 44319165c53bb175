import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'uplift-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('runs with no settings at all: port 5000, embedded database, generated session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 5000, host: '0.0.0.0', dataDir: dir, databaseUrl: undefined });
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(config.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The same secret on the next start, so sessions survive restarts.
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('defaults DATA_DIR to ./data and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', STRIPE_SECRET_KEY: '  ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stripe.secretKey).toBeUndefined();
    expect(path.isAbsolute(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).dataDir)).toBe(true);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.resolve('./data'));
  });

  it('reads every provider setting', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/uplift',
      SESSION_SECRET: 's'.repeat(40),
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'capacitor://localhost, https://app.example.com/',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      ELEVENLABS_API_KEY: 'el',
      ELEVENLABS_BASE_URL: 'http://127.0.0.1:9000',
      VOICE_WORKERS: '2',
      WRITER_WORKERS: '0',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Uplift <hello@example.com>',
      APP_URL: 'https://uplift.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/uplift',
      sessionSecret: 's'.repeat(40),
      trustProxy: 1,
      corsOrigins: ['capacitor://localhost', 'https://app.example.com'],
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' },
      stripe: { secretKey: 'sk_test_1', apiUrl: 'http://127.0.0.1:12111' },
      elevenLabsApiKey: 'el',
      elevenLabsBaseUrl: 'http://127.0.0.1:9000',
      voiceWorkers: 2,
      writerWorkers: 0,
      mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', from: 'Uplift <hello@example.com>' },
      appUrl: 'https://uplift.example.com',
    });
  });

  it('links to this server on localhost, and sends no mail, until told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '6100' });
    expect(config.appUrl).toBe('http://localhost:6100');
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("reads the footer's contact and links, each left unset unless given", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).site).toEqual({
      supportEmail: undefined,
      websiteUrl: undefined,
      social: { instagram: undefined, x: undefined, youtube: undefined },
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SUPPORT_EMAIL: 'help@uplift.test',
      WEBSITE_URL: 'https://uplift.test',
      YOUTUBE_URL: 'https://www.youtube.com/@uplift_test',
      X_URL: '',
    });
    expect(config.site).toEqual({
      supportEmail: 'help@uplift.test',
      websiteUrl: 'https://uplift.test',
      social: { instagram: undefined, x: undefined, youtube: 'https://www.youtube.com/@uplift_test' },
    });
  });

  it('holds only the push services PUSH_SERVICE_ORIGINS names, as origins; the browsers’ are wired in', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).push.operatorOrigins).toEqual([]);
    const configured = loadConfig({
      DATA_DIR: dataDir(),
      PUSH_SERVICE_ORIGINS: ' https://push.example:8443/p , https://127.0.0.1:9443',
    });
    expect(configured.push.operatorOrigins).toEqual(['https://push.example:8443', 'https://127.0.0.1:9443']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUSH_SERVICE_ORIGINS: 'push.example' })).toThrow(
      'PUSH_SERVICE_ORIGINS must be a comma-separated list of origins',
    );
  });

  it('looks for due reminders every minute unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).reminderCheckMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir(), REMINDER_CHECK_SECONDS: '5' }).reminderCheckMs).toBe(5000);
  });

  it('trusts X-Forwarded-For only from as many proxies as it is told, or from their addresses', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    for (const none of [undefined, '', 'false', '0']) expect(trust(none), String(none)).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // `true` believed whatever the client put first in the header.
    expect(() => trust('true')).toThrow(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: set the number of proxies",
    );
    for (const bad of ['yes', '11', '-1', '10.0.0.1,', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => trust(bad), bad).toThrow(
        'TRUST_PROXY must be the number of proxies in front of the server',
      );
    }
  });

  it('keeps the health details for whoever holds HEALTH_TOKEN, a long one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).healthToken).toBeUndefined();
    const token = 'h'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), HEALTH_TOKEN: token }).healthToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEALTH_TOKEN: 'guessable' })).toThrow(
      'HEALTH_TOKEN must be at least 32 characters',
    );
  });

  it('names every bad value in one clear error', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: '99999',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        WRITER_WORKERS: '-1',
        SMTP_URL: 'http://mail.example.com',
        STRIPE_API_URL: 'ftp://stripe.example.com',
        REMINDER_CHECK_SECONDS: '0',
        SUPPORT_EMAIL: 'not an address',
        INSTAGRAM_URL: 'http://instagram.com/uplift',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must be a postgres:// URL');
      expect(message).toContain('SESSION_SECRET must be at least 32 characters');
      expect(message).toContain('WRITER_WORKERS');
      expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(message).toContain('STRIPE_API_URL must be an http(s) URL');
      expect(message).toContain('REMINDER_CHECK_SECONDS');
      expect(message).toContain('SUPPORT_EMAIL must be an email address');
      expect(message).toContain('INSTAGRAM_URL must be an https:// URL');
    }
  });
});
