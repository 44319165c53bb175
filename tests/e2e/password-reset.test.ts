import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, startSmtpInbox } from '../setup/smtp-inbox';
import { call, PASSWORD, signUp, uniqueEmail } from './support/api-client';
import { withBrowser } from './support/browser';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// 'Forgot password?' end to end: a real server process mailing a real (in-test) SMTP server, a person
// following the link in Chromium; and, on a server without mail, the operator's reset-link command.

const browser = withBrowser();
const NEW_PASSWORD = 'lantern orbit paprika meadow';
const runAdmin = promisify(execFile);

const inbox = await startSmtpInbox();
const mailDir = tempDataDir();
const bareDir = tempDataDir();
let mailing: RunningServer;
let bare: RunningServer | undefined;

beforeAll(async () => {
  mailing = await startServer({
    DATA_DIR: mailDir,
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Uplift <hi@uplift.test>',
  });
  bare = await startServer({ DATA_DIR: bareDir, APP_URL: 'https://uplift.test' });
});
afterAll(async () => {
  await Promise.all([mailing?.stop(), bare?.stop()]);
  await inbox.close();
  for (const dir of [mailDir, bareDir]) rmSync(dir, { recursive: true, force: true });
});

describe('forgotten password', () => {
  it('mails a link on a phone; the new password works once, the old one and old sessions stop', async () => {
    const email = uniqueEmail('forgot');
    const oldSession = await signUp(mailing.baseUrl, email);
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${mailing.baseUrl}/login.html`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'a link to choose a new password is on its way' })
      .waitFor();

    const link = resetLinkIn(await inbox.mailTo(email));
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${mailing.baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();

    // Sign in with the new password, on the form the page went back to.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');

    expect((await call(mailing.baseUrl, oldSession, 'GET', '/api/auth/user')).status).toBe(401);
    const oldLogin = await call(mailing.baseUrl, '', 'POST', '/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(oldLogin.status).toBe(401);

    // The link is spent: opened again (signed in or not), it says so.
    const again = await browser.newPage({ width: 390, height: 844 });
    await again.goto(`${mailing.baseUrl}${link.pathname}${link.search}`);
    await again.getByLabel('New password', { exact: true }).fill('another lantern orbit song');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByRole('alert').filter({ hasText: 'expired or has already been used' }).waitFor();
    await again.getByRole('button', { name: 'Ask for a new one' }).click();
    await again.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  it('without mail, says so on the form; the operator prints a link instead (once the server is stopped)', async () => {
    if (!bare) throw new Error('no server');
    const email = uniqueEmail('operator');
    await signUp(bare.baseUrl, email);
    const page = await browser.newPage();
    await page.goto(`${bare.baseUrl}/login.html`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('status').filter({ hasText: 'Email is not set up on this server' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send reset link' }).count()).toBe(0);

    const env = { PATH: process.env.PATH ?? '', DATA_DIR: bareDir, APP_URL: 'https://uplift.test' };
    const admin = (...args: string[]) =>
      runAdmin(process.execPath, ['dist/server/admin.js', ...args], { env }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    // The embedded database is the running server's alone.
    const whileRunning = await admin('reset-link', email);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain('is open in another process');

    await bare.stop();
    const printed = await admin('reset-link', email);
    expect(printed.code).toBe(0);
    const link = new URL(printed.stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe('https://uplift.test/reset-password');
    expect((await admin('reset-link', 'nobody@example.com')).stderr).toContain('No account uses');

    bare = await startServer({ DATA_DIR: bareDir, APP_URL: 'https://uplift.test' });
    expect(bare.logs.join('')).not.toContain(link.searchParams.get('token'));
    await page.goto(`${bare.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
