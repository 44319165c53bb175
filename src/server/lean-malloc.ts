/**
 * glibc's malloc gives each thread that allocates at once an arena of its own, up to 8 per core, and keeps
 * what they free. The server's threads (V8's compilers and garbage collector, libuv's pool, the workers)
 * left 40–60 MB of an idle embedded server in arenas; two arenas held about 25 MB less than the default, and
 * one arena 35 MB less, steadily (docs/decisions/018-lean-memory.md). The limit is read only when a
 * process starts, so the server re-executes itself with MALLOC_ARENA_MAX set, before it loads anything:
 * the same process id, arguments and descriptors. Node 22.15 and later can (process.execve); on older
 * Nodes, and where the operator set the variable, the process goes on as it is.
 */
export const MALLOC_ARENAS = '1';

export function relaunchWithLeanMalloc(): void {
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never })
    .execve;
  // biome-ignore lint/style/noProcessEnv: the process's own environment, passed on whole; not configuration.
  const env = process.env;
  if (process.platform !== 'linux' || !execve || env.MALLOC_ARENA_MAX !== undefined) return;
  const args = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  execve(process.execPath, args, { ...env, MALLOC_ARENA_MAX: MALLOC_ARENAS });
}
