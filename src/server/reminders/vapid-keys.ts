import { createECDH } from 'node:crypto';
import { type Config, readOrCreate } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or one generated into DATA_DIR on the
 * first start and kept (browsers' subscriptions are bound to the public key).
 */
export function vapidKeys({ push, dataDir }: Pick<Config, 'push' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const generated = readOrCreate(dataDir, 'vapid-keys.json', () => JSON.stringify(generateVapidKeys()));
  const keys = JSON.parse(generated) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/**
 * A P-256 key pair in web-push's form (its generateVAPIDKeys): the uncompressed public point and the 32-byte
 * private key, base64url. Made here so that the server loads web-push only to send.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: padded.toString('base64url') };
}
