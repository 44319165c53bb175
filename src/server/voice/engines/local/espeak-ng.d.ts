// The espeak-ng package ships no types: this is the part of its Emscripten module we use.
declare module 'espeak-ng' {
  export type EmscriptenFs = {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    analyzePath(path: string): { exists: boolean };
    close(stream: object): void;
    streams: ({ fd: number } | null | undefined)[];
  };
  export type ESpeakModuleOptions = {
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  };
  export type ESpeakModule = { FS: EmscriptenFs };
  export default function ESpeakNg(options?: ESpeakModuleOptions): Promise<ESpeakModule>;
}
