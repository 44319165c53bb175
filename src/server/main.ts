// The server's entry point: settles how the process allocates memory (re-executing it if need be) before
// anything is loaded, then starts the server.
import { relaunchWithLeanMalloc } from './lean-malloc';

relaunchWithLeanMalloc();
await import('./serve');
