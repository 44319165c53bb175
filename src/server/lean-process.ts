/**
 * How the server's process is set up to stay small (docs/decisions/020-lean-process.md), applied by
 * re-executing it before it loads anything: the same process id, arguments and descriptors.
 *
 * - glibc's malloc gives each thread that allocates at once an arena of its own, up to 8 per core, and keeps
 *   what they free. The server's threads (V8's compilers and garbage collector, libuv's pool, the workers)
 *   left 40–90 MB of an idle embedded server in arenas; one arena holds 35 MB less, steadily.
 * - V8 lets each thread's young generation grow to 3 × 16 MB under load. Young objects here are a request's
 *   or a sentence's, so 2 MB semi-spaces hold them; they took the peak of a traffic mix 70 MB lower.
 * - V8's --optimize-for-size (smaller heap growth, leaner code) took idle 50 MB and the peak 25 MB lower
 *   on Node 24, for a slower local writer (first chunk p50 2.2 → 2.8 ms, p99 under 25 ms).
 * - V8's --liftoff-only keeps WebAssembly on its baseline compiler. On Node 24 V8 re-compiles PGlite's hot
 *   functions with its optimising tier in the seconds after start, which took a start to 660–740 MB (an OOM
 *   kill in 512 MB); with Liftoff alone the start peaks near 160 MB, for PGlite queries about as fast.
 *
 * All are read only when a process starts, and apply to all its threads. Node 22.15 and later can
 * re-execute (process.execve); on older Nodes the main thread goes on as it is, and worker threads still
 * get their young-generation limit.
 */
export const MALLOC_ARENAS = '1';
const SEMI_SPACE_MB = 2;
export const LEAN_V8_FLAGS = [
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
  '--optimize-for-size',
  '--liftoff-only',
] as const;

/**
 * A child process that only runs WebAssembly codecs while there is work (the music mixes, decision 019):
 * the small young generation, but not --liftoff-only (it holds no PGlite, whose tier-up the flag is for,
 * and LAME and mpg123 take about 1.7× as long on Liftoff's code) nor --optimize-for-size (a mix took 10%
 * more CPU with it, for 12 MB less).
 */
export const CODEC_PROCESS_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`] as const;

/** Worker threads' share of the young-generation limit (a young generation is three semi-spaces). */
export const workerLimits = { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB } as const;

export function relaunchLean(): void {
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never })
    .execve;
  // biome-ignore lint/style/noProcessEnv: the process's own environment, passed on whole; not configuration.
  const env = process.env;
  // The variable marks a process that is already set up (or one the operator set up their own way).
  if (process.platform !== 'linux' || !execve || env.MALLOC_ARENA_MAX !== undefined) return;
  const given = (flag: string) => process.execArgv.some((arg) => arg.startsWith(flag.split('=')[0] ?? flag));
  const flags = [...LEAN_V8_FLAGS.filter((flag) => !given(flag)), ...process.execArgv];
  const args = [process.execPath, ...flags, ...process.argv.slice(1)];
  execve(process.execPath, args, { ...env, MALLOC_ARENA_MAX: MALLOC_ARENAS });
}
