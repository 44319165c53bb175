// `npm run dev` (scripts/dev-stack.ts); `MOCKS=1 npm run dev` runs against the local doubles of Stripe,
// ElevenLabs, the LLM and S3.
import { startDevStack } from './dev-stack';

const stack = await startDevStack({ mocks: process.env.MOCKS === '1' });
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void stack.close().then(() => process.exit());
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
stack.api.on('exit', (code) => {
  process.exitCode = code ?? 0;
  stop();
});
