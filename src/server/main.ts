// The server's entry point: sets the process up to stay small (re-executing it if need be) before
// anything is loaded, then starts the server.
import { relaunchLean } from './lean-process';

relaunchLean();
await import('./serve');
