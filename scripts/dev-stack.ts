// `npm run dev`: the API with reload (tsx watch) and Vite's dev server, which proxies /api to it (at
// PORT, vite.config.ts). With `mocks`, the paid services are local doubles (mock-services.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { MOCKS_NOTICE, startMockServices } from './mock-services';

const root = fileURLToPath(new URL('..', import.meta.url));

export type DevStack = { api: ChildProcess; close(): Promise<void> };

// @stripe/stripe-js uses a `window.Stripe` already on the page instead of fetching js.stripe.com.
function stripeJsFrom(url: string): Plugin {
  return {
    name: 'uplift:stripe-js-double',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: url }, injectTo: 'head-prepend' }],
  };
}

export async function startDevStack({ mocks }: { mocks: boolean }): Promise<DevStack> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
  const services = mocks
    ? await startMockServices({ apiUrl: `http://127.0.0.1:${env.PORT ?? '5000'}` })
    : null;
  // The doubles keep their state in memory, for this run only; so does a mock run's database (unless
  // DATA_DIR names one), or its accounts would name customers the doubles have never seen.
  const scratch = services && !env.DATA_DIR ? mkdtempSync(path.join(tmpdir(), 'uplift-mocks-')) : null;
  // Removed on exit, however it comes: on SIGTERM Vite ends the process itself once it has closed.
  if (scratch) process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const api = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['watch', '--clear-screen=false', 'src/server/main.ts'],
    {
      cwd: root,
      env: { ...env, ...services?.env, ...(scratch ? { DATA_DIR: scratch } : {}) },
      stdio: 'inherit',
    },
  );
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    plugins: services ? [stripeJsFrom(services.stripeJsUrl)] : [],
  });
  await vite.listen();
  vite.printUrls();
  if (services) console.log(MOCKS_NOTICE);

  const apiExited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  return {
    api,
    close: async () => {
      if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
      await Promise.all([apiExited, vite.close()]);
      await services?.close();
    },
  };
}
