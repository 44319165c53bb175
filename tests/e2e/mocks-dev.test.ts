import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCKS_NOTICE } from '../../scripts/mock-services';
import { PAYMENT_ELEMENT_NOTE } from '../doubles/stripe-js';
import { withBrowser } from './support/browser';
import { signedInPage } from './support/fixtures';
import { freePort } from './support/server-process';

// `MOCKS=1 npm run dev` as a developer runs it (Vite's dev server, the API under tsx, the doubles), and a
// Premium subscription paid through the Stripe double: its Stripe.js confirms the payment, and its signed
// webhook is what makes the plan Premium, as with Stripe.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 150_000;

let launcher: ChildProcess;
let baseUrl = '';
const output: string[] = [];
const printed = () => stripVTControlCharacters(output.join(''));
const browser = withBrowser(() => baseUrl);

beforeAll(async () => {
  launcher = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      MOCKS: '1',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so the launcher and everything it started can be stopped together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) throw new Error(`npm run dev exited:\n${printed()}`);
    const url = printed().match(/Local:\s+(http\S+?)\/?\s/)?.[1];
    const healthy =
      url &&
      (await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ));
    if (url && healthy) {
      baseUrl = url;
      return;
    }
    await sleep(250);
  }
  throw new Error(`npm run dev did not start within ${START_TIMEOUT_MS} ms:\n${printed()}`);
});

afterAll(async () => {
  if (!launcher?.pid || launcher.exitCode !== null) return;
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  process.kill(-launcher.pid, 'SIGINT'); // Ctrl-C in its terminal
  await exited;
});

describe('MOCKS=1 npm run dev', () => {
  it('says the mock services are in use', () => {
    expect(printed()).toContain(MOCKS_NOTICE);
  });

  it('subscribes to Premium through the Stripe double, and the dashboard shows Premium', async () => {
    const { page } = await signedInPage(browser, 'Mia', { path: '/' });
    const card = page.getByRole('region', { name: 'Your Plan' });
    await expect.poll(() => card.getByTestId('current-plan').textContent()).toBe('Free');

    await page.goto('/pricing');
    await page.getByRole('link', { name: /^Choose Premium/ }).click();
    await page.waitForURL('**/subscribe?tier=premium&billing=monthly');
    await page.getByRole('button', { name: 'Continue' }).click();

    const form = page.getByRole('form', { name: 'Pay for Premium' });
    await form.getByText(PAYMENT_ELEMENT_NOTE).waitFor();
    const submit = form.getByRole('button', { name: 'Subscribe to Premium' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Welcome to Premium! Your subscription is now active.').first().waitFor();

    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expect.poll(() => card.getByTestId('usage-count').textContent()).toBe('0 / 40');
    expect((await card.getByTestId('current-plan').textContent())?.toLowerCase()).toBe('premium');
    // Paid through the provider (unlike a discount code), so it has a subscription to manage.
    await card.getByRole('button', { name: 'Manage subscription' }).waitFor();
  });
});

describe('the production build', () => {
  const files = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));

  it('holds nothing of the doubles or the dev launcher', () => {
    // The server bundle's source maps list every module it was built from.
    const sources = files('dist/server')
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).sources as string[]);
    expect(sources.some((source) => source.includes('src/server/main.ts'))).toBe(true);
    expect(sources.filter((source) => /(^|\/)(tests|scripts)\//.test(source))).toEqual([]);
    const client = files('dist/client').filter((file) => readFileSync(file).includes(PAYMENT_ELEMENT_NOTE));
    expect(client).toEqual([]);
  });
});
