// TEST DOUBLE of a Web Push service (RFC 8030), the server a browser's PushManager subscribes at, for tests.
// It speaks HTTPS only, as push services do (and web-push requires), with a certificate made for this run
// (trust it through `ca` or NODE_EXTRA_CA_CERTS=caFile). `subscribe()` plays the browser: it makes the
// P-256 key pair and auth secret a subscription carries, keeps the private half, and so can decrypt each
// message as the browser would (RFC 8291 over RFC 8188 aes128gcm). A push must carry a valid VAPID
// Authorization (RFC 8292: an ES256 JWT for this origin, not yet expired, signed by the key in `k`, which
// must be the application server key the browser subscribed with), or it is refused with 401/403. Answers 201 Created; 404 to an endpoint it never issued; 410 Gone to one told to be
// gone (an unsubscribed browser). An endpoint told to `drip` answers a byte at a time, never finishing its
// headers, as a slow or hostile push service can (an idle timeout never fires). One told to `fail` answers
// 503 to its next pushes, as an overloaded push service does. `connections` counts
// every TCP connection made to it, pushed on or not.
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

type PushMessage = { endpoint: string; payload: unknown; headers: IncomingHttpHeaders };
type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushServiceDouble = {
  origin: string;
  /** The certificate to trust, as PEM and as a file. */
  ca: string;
  caFile: string;
  /** A new browser subscription for a server's VAPID public key (what PushSubscription.toJSON() gives). */
  subscribe(applicationServerKey: string): Subscription;
  /** Every message delivered, decrypted and parsed as JSON. */
  messages: PushMessage[];
  /** Every push request's status, delivered or not. */
  answers: number[];
  /** From now on the push service answers this endpoint 410 Gone. */
  unsubscribe(endpoint: string): void;
  /** From now on a push to this endpoint is answered one byte every `everyMs`, for ever. */
  drip(endpoint: string, everyMs: number): void;
  /** The next `times` pushes to this endpoint are answered 503 Service Unavailable. */
  fail(endpoint: string, times: number): void;
  /** Pushes being answered a byte at a time right now. */
  readonly dripping: number;
  /** TCP connections made to the push service so far. */
  readonly connections: number;
  close(): Promise<void>;
};

type Browser = {
  ecdh: ECDH;
  auth: Buffer;
  gone: boolean;
  applicationServerKey: string;
  dripMs?: number;
  failures?: number;
};

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));

/** RFC 8291 §3.4 / RFC 8188 §2: one aes128gcm record, decrypted with the browser's private key and secret. */
function decryptAes128gcm(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hkdf(browser.auth, ecdhSecret, keyInfo, 32);
  const key = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter followed by zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the reason it is refused, or null when it is valid. */
function vapidProblem(authorization: string | undefined, origin: string, browser: Browser): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'missing vapid authorization';
  if (match[2] !== browser.applicationServerKey) return 'k is not the key this subscription was made for';
  const [header, claims, signature] = (match[1] ?? '').split('.') as [string, string, string];
  const point = Buffer.from(match[2] ?? '', 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (jwt.aud !== origin) return `aud is ${jwt.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (!jwt.exp || jwt.exp < now || jwt.exp > now + 24 * 60 * 60) return 'exp missing, past or over 24 h away';
  if (!jwt.sub) return 'no sub';
  return null;
}

/** A self-signed certificate for 127.0.0.1, made with the openssl command. */
function makeCertificate(dir: string) {
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
      .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
      .concat(['-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert };
}

export async function startPushServiceDouble(): Promise<PushServiceDouble> {
  const dir = mkdtempSync(path.join(tmpdir(), 'uplift-push-'));
  const tls = makeCertificate(dir);
  const browsers = new Map<string, Browser>();
  const messages: PushMessage[] = [];
  const answers: number[] = [];
  let origin = '';
  let connections = 0;
  const drips = new Set<NodeJS.Timeout>();

  const server = createServer({ key: tls.key, cert: tls.cert }, async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const answer = (status: number, text = '') => {
      answers.push(status);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    };
    const endpoint = `${origin}${req.url ?? ''}`;
    const browser = browsers.get(endpoint);
    if (req.method !== 'POST' || !browser) return answer(404, 'no such subscription');
    if (browser.gone) return answer(410, 'subscription expired or unsubscribed');
    if (browser.failures) {
      browser.failures -= 1;
      return answer(503, 'try again later');
    }
    if (browser.dripMs !== undefined) {
      // The status line, then a header one byte at a time: the response never starts.
      const socket = res.socket;
      socket?.write('HTTP/1.1 201 Created\r\nx-drip: ');
      const timer = setInterval(() => socket?.write('.'), browser.dripMs);
      drips.add(timer);
      socket?.once('close', () => {
        clearInterval(timer);
        drips.delete(timer);
      });
      return;
    }
    const problem = vapidProblem(req.headers.authorization, origin, browser);
    if (problem) return answer(problem.startsWith('missing') ? 401 : 403, problem);
    if (req.headers['content-encoding'] !== 'aes128gcm')
      return answer(415, 'content-encoding must be aes128gcm');
    if (req.headers.ttl === undefined) return answer(400, 'TTL header required');
    try {
      const payload = JSON.parse(decryptAes128gcm(Buffer.concat(parts), browser).toString('utf8'));
      messages.push({ endpoint, payload, headers: req.headers });
    } catch (error) {
      return answer(400, `cannot decrypt: ${(error as Error).message}`);
    }
    res.setHeader('location', `${origin}/message/${randomUUID()}`);
    return answer(201);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    ca: tls.cert,
    caFile: tls.certFile,
    messages,
    answers,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth, gone: false, applicationServerKey });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    unsubscribe(endpoint) {
      const browser = browsers.get(endpoint);
      if (browser) browser.gone = true;
    },
    drip(endpoint, everyMs) {
      const browser = browsers.get(endpoint);
      if (browser) browser.dripMs = everyMs;
    },
    fail(endpoint, times) {
      const browser = browsers.get(endpoint);
      if (browser) browser.failures = times;
    },
    get dripping() {
      return drips.size;
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of drips) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
