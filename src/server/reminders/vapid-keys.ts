import webpush from 'web-push';
import { type Config, readOrCreate } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or one generated into DATA_DIR on the
 * first start and kept (browsers' subscriptions are bound to the public key).
 */
export function vapidKeys({ push, dataDir }: Pick<Config, 'push' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const generated = readOrCreate(dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(generated) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
