// The music worker's entry, a child process of the server: mixes a speech's music bed into its MP3
// (mix-music.ts), off the event loop and off the voice workers. Bundled beside the server as
// music-worker.js (see music-workers.ts).
import { announceReady, serveJobs } from '../../workers/serve-jobs';
import { createEncoder } from '../engines/local/mp3-encoder';
import { bedLoops } from './bed-loop';
import { type MusicJob, mixMusic } from './mix-music';

const encoder = await createEncoder();
const beds = bedLoops();
serveJobs(
  async (job: MusicJob, signal) => ({ mp3: await mixMusic(job, encoder, beds, signal) }),
  (result) => [result.mp3.buffer as ArrayBuffer],
);
announceReady();
