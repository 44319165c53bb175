import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg, { type ESpeakModule } from 'espeak-ng';

type EspeakExports = {
  memory: WebAssembly.Memory;
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(size: number): number;
  __main_argc_argv(argc: number, argv: number): number;
};

export type Espeak = {
  /** Runs eSpeak's command line on `text` (given as a file) and returns the WAV it wrote. */
  run(text: string, args: (inputPath: string, outputPath: string) => string[]): Uint8Array;
};

const INPUT_PATH = '/input.txt';
const OUTPUT_PATH = '/output.wav';
const FIRST_USER_FD = 3;
const FIXED_CLOCK_MS = Date.UTC(2024, 0, 1);
const ignore = () => {};

let compiled: Promise<WebAssembly.Module> | undefined;

function compileOnce(): Promise<WebAssembly.Module> {
  const wasmPath = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');
  compiled ??= readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/**
 * One eSpeak NG instance reused for many runs. Its `main` keeps state in C globals (getopt's optind, the
 * synthesiser's settings), so every run starts from a copy of linear memory taken before the first one.
 * Byte-identical to a fresh instance (with the clock fixed, below), at ~15 ms a sentence instead of ~130 ms of start-up
 * (most of it unpacking the 18 MB of embedded voice data into the virtual file system).
 */
export async function createEspeak(): Promise<Espeak> {
  const module = await compileOnce();
  let exports: EspeakExports | undefined;
  let failed: (error: unknown) => void = ignore;
  const instantiateFailed = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const espeak: ESpeakModule = await Promise.race([
    ESpeakNg({
      noInitialRun: true,
      print: ignore,
      printErr: ignore,
      instantiateWasm(imports, done) {
        // eSpeak seeds its small random variations from the wall clock. A fixed clock makes the same text
        // and voice give the same bytes: reproducible audio for a content-addressed cache, and for tests.
        const env = imports.env as Record<string, unknown>;
        env.emscripten_date_now = () => FIXED_CLOCK_MS;
        WebAssembly.instantiate(module, imports).then((instance) => {
          exports = instance.exports as unknown as EspeakExports;
          done(instance, module);
        }, failed);
        return {};
      },
    }),
    instantiateFailed,
  ]);
  if (!exports) throw new Error('espeak-ng did not instantiate');
  const wasm = exports;
  const pristine = nonZeroPrefix(new Uint8Array(wasm.memory.buffer));

  return {
    run(text, args) {
      espeak.FS.writeFile(INPUT_PATH, text);
      const memory = new Uint8Array(wasm.memory.buffer);
      memory.set(pristine);
      memory.fill(0, pristine.length);
      const stack = wasm.stackSave();
      try {
        const status = callMain(wasm, args(INPUT_PATH, OUTPUT_PATH));
        if (status !== 0) throw new Error(`espeak-ng exited with status ${status}`);
        if (!espeak.FS.analyzePath(OUTPUT_PATH).exists) throw new Error('espeak-ng wrote no audio');
        const wav = espeak.FS.readFile(OUTPUT_PATH);
        espeak.FS.unlink(OUTPUT_PATH);
        return wav;
      } catch (error) {
        // exit() in the C code arrives as Emscripten's ExitStatus, which is not an Error.
        if (error instanceof Error) throw error;
        throw new Error(`espeak-ng stopped: ${(error as { message?: string }).message ?? String(error)}`);
      } finally {
        wasm.stackRestore(stack);
        closeStrayFiles(espeak);
      }
    },
  };
}

/**
 * A copy of memory up to its last non-zero byte: after start-up, eSpeak's 32 MB hold 17 MB of data and
 * heap and then zeros, so a run restores the copy and zeroes the rest (15 MB less kept per voice worker).
 */
function nonZeroPrefix(memory: Uint8Array): Uint8Array {
  const words = new Uint32Array(memory.buffer, 0, memory.length >>> 2);
  let end = words.length;
  while (end > 0 && words[end - 1] === 0) end -= 1;
  return memory.slice(0, end * 4);
}

const encoder = new TextEncoder();

function callMain(wasm: EspeakExports, args: string[]): number {
  const argv = ['espeak-ng', ...args].map((arg) => {
    const bytes = encoder.encode(`${arg}\0`);
    const pointer = wasm.stackAlloc(bytes.length);
    new Uint8Array(wasm.memory.buffer).set(bytes, pointer);
    return pointer;
  });
  const table = wasm.stackAlloc((argv.length + 1) * 4);
  new Uint32Array(wasm.memory.buffer, table, argv.length + 1).set([...argv, 0]);
  return wasm.__main_argc_argv(argv.length, table);
}

// A run that failed half-way leaves files open in the JS-side file system; the memory reset can't close them.
function closeStrayFiles(espeak: ESpeakModule): void {
  for (const stream of espeak.FS.streams) {
    if (stream && stream.fd >= FIRST_USER_FD) espeak.FS.close(stream);
  }
}
