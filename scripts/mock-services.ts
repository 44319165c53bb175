// `MOCKS=1 npm run dev`: the paid services' local test doubles (tests/doubles), started in the
// launcher's process, and the server settings that point at them. Only the dev launcher imports this:
// neither the build nor `npm start` reaches tests/.
import { randomBytes } from 'node:crypto';
import { startElevenLabsDouble } from '../tests/doubles/elevenlabs';
import { startLlmDouble } from '../tests/doubles/openai-compatible-llm';
import { startS3Double } from '../tests/doubles/s3-api';
import { startStripeDouble } from '../tests/doubles/stripe-api';

export const MOCKS_NOTICE =
  'Mock services in use: Stripe, ElevenLabs, the LLM and S3 are local test doubles (tests/doubles); nothing is charged or sent out.';

const ELEVENLABS_KEY = 'mock-elevenlabs-key';
const LLM_KEY = 'mock-llm-key';
const S3_BUCKET = 'uplift-mock';

export type MockServices = {
  /** The server's settings for the doubles. */
  env: Record<string, string>;
  /** The Stripe.js double, for pages to load instead of Stripe's. */
  stripeJsUrl: string;
  close(): Promise<void>;
};

/** Starts the doubles; the Stripe double sends its webhooks to the API at `apiUrl`. */
export async function startMockServices({ apiUrl }: { apiUrl: string }): Promise<MockServices> {
  const webhookSecret = `whsec_mock_${randomBytes(16).toString('hex')}`;
  const [stripe, elevenLabs, llm, s3] = await Promise.all([
    startStripeDouble({ webhook: { url: `${apiUrl}/api/stripe/webhook`, secret: webhookSecret } }),
    startElevenLabsDouble({ apiKey: ELEVENLABS_KEY }),
    startLlmDouble({ apiKey: LLM_KEY }),
    startS3Double({ bucket: S3_BUCKET }),
  ]);
  return {
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${stripe.port}`,
      VITE_STRIPE_PUBLIC_KEY: stripe.publishableKey,
      VOICE_ENGINE: 'elevenlabs',
      ELEVENLABS_API_KEY: ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenLabs.baseUrl,
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: LLM_KEY,
      LLM_MODEL: 'mock-model',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'mock-access-key',
      S3_SECRET_ACCESS_KEY: 'mock-secret-key',
    },
    stripeJsUrl: stripe.stripeJsUrl,
    close: async () => {
      await Promise.all([stripe.close(), elevenLabs.close(), llm.close(), s3.close()]);
    },
  };
}
