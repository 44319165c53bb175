import { rmSync } from 'node:fs';
import { startTcpProxy, type TcpProxy } from '../../doubles/tcp-proxy';
import { signUp } from './api-client';
import { scratchDatabase } from './scratch-database';
import { type RunningServer, startServer, tempDataDir } from './server-process';

/**
 * A server process on a new Postgres database that it reaches through a TCP proxy the test can cut or
 * freeze, and a signed-up user's cookie. What to undo afterwards is pushed onto `cleanup` (run in reverse).
 */
export async function serverBehindProxy(name: string, cleanup: (() => unknown)[]) {
  const database = await scratchDatabase(name);
  cleanup.push(() => database.drop());
  const direct = new URL(database.url);
  const proxy: TcpProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  cleanup.push(() => proxy.close());
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const dataDir = tempDataDir();
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server: RunningServer = await startServer({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString() });
  cleanup.push(() => server.stop());
  const cookie = await signUp(server.baseUrl);
  return { proxy, server, cookie };
}
