import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { AudioStore, ByteRange } from './audio-store';

export type S3AudioStoreOptions = {
  /** An S3-compatible service's URL; AWS itself when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region?: string | undefined;
  /** Without both, the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  prefix?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible services expect. */
  forcePathStyle?: boolean;
};

// A content hash, optionally with a suffix for what is stored beside it (`<hash>.timings.json`): no `/`,
// so a key cannot leave the prefix.
const KEY = /^[0-9a-f]{1,128}(?:\.[a-z]+)*$/;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** Like the filesystem store's ENOENT, so callers can tell "not stored" from a failure. */
const notStored = (key: string) =>
  Object.assign(new Error(`no audio stored under ${JSON.stringify(key)}`), { code: 'ENOENT' });

/** Objects under `prefix` in one bucket, one per key. */
export function createS3AudioStore({
  endpoint,
  bucket,
  region = 'us-east-1',
  accessKeyId,
  secretAccessKey,
  prefix = 'audio/',
  forcePathStyle = true,
}: S3AudioStoreOptions): AudioStore {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default CRC32 headers are refused by several S3-compatible services; the signed
    // x-amz-content-sha256 already lets the service check the upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid audio key ${JSON.stringify(key)}`);
    return `${prefix}${key}`;
  };

  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      // HEAD responses have no body, so a missing key is a bare 404 ("NotFound").
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  async function* read(key: string, range?: ByteRange): AsyncGenerator<Uint8Array> {
    const Range = range && `bytes=${range.start}-${range.end}`;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range }));
      // In Node the body is an http.IncomingMessage; a consumer that stops early ends (and frees) it.
      yield* object.Body as Readable;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') throw notStored(key);
      // A range starting past the end reads nothing, as from a file.
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') return;
      throw error;
    }
  }

  return {
    size,
    has: async (key) => (await size(key)) !== null,
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        // Only a missing key: a missing bucket (NoSuchBucket) is misconfiguration, not a cache miss.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      // One PutObject of the whole buffer is atomic in S3: readers see the old object or the new one,
      // never part of it, so unlike the filesystem store there is no temporary name to rename.
      const contentType = key.endsWith('.json') ? 'application/json' : 'audio/mpeg';
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    createReadStream(key, range) {
      objectKey(key); // an invalid key throws here, synchronously, as the filesystem store's does
      return Readable.from(read(key, range), { objectMode: false });
    },
  };
}
