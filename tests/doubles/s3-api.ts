// TEST DOUBLE of the Amazon S3 REST API (object PUT, GET, HEAD and DELETE, path-style addressing), for tests. It
// keeps objects in memory and answers as S3 documents: ETags, `Range: bytes=` → 206 with Content-Range
// (416 InvalidRange past the end), S3's XML error bodies (none for HEAD), NoSuchBucket for other buckets.
// It does not verify SigV4 signatures, only that requests are signed (403 AccessDenied otherwise), and
// checks a hex `x-amz-content-sha256` against the body as S3 does. The SDK sends Buffer bodies plain with
// a known length (checked with @aws-sdk/client-s3 3.1168), so `aws-chunked` uploads answer 501.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type S3Request = { method: string; bucket: string; key: string; headers: IncomingHttpHeaders };

export type S3Double = {
  endpoint: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, Buffer>;
  requests: S3Request[];
  close(): Promise<void>;
};

type Metadata = { contentType: string; lastModified: Date };

// S3's ETag for a single-part upload is the MD5 of the body.
const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` as inclusive offsets; null to ignore the header, as S3 does. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'invalid' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start >= size ? 'invalid' : { start, end };
}

export async function startS3Double({ bucket }: { bucket: string }): Promise<S3Double> {
  const metadata = new Map<string, Metadata>();
  const objects = new Map<string, Buffer>();
  const requests: S3Request[] = [];
  const started = new Date();

  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const path = new URL(req.url ?? '/', 'http://s3').pathname;
    const slash = path.indexOf('/', 1);
    const name = decodeURIComponent(slash === -1 ? path.slice(1) : path.slice(1, slash));
    const key = slash === -1 ? '' : decodeURIComponent(path.slice(slash + 1));
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    requests.push({ method, bucket: name, key, headers: req.headers });

    const fail = (response: ServerResponse, status: number, code: string, message: string, extra = '') => {
      response.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
      if (method === 'HEAD') return response.end(); // S3 answers HEAD errors with the status alone
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
          `${extra}<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`,
      );
    };

    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      return fail(res, 403, 'AccessDenied', 'Access Denied');
    }
    if (name !== bucket) {
      const extra = `<BucketName>${escapeXml(name)}</BucketName>`;
      return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', extra);
    }
    if (key === '') return fail(res, 501, 'NotImplemented', 'This test double serves objects only.');
    const keyXml = `<Key>${escapeXml(key)}</Key>`;

    if (method === 'PUT') {
      if (req.headers['content-encoding']?.includes('aws-chunked')) {
        const message = 'A header you provided implies functionality that is not implemented';
        return fail(res, 501, 'NotImplemented', message);
      }
      const declared = req.headers['x-amz-content-sha256'];
      if (typeof declared === 'string' && /^[0-9a-f]{64}$/.test(declared)) {
        if (createHash('sha256').update(body).digest('hex') !== declared) {
          const message = "The provided 'x-amz-content-sha256' header does not match what was computed.";
          return fail(res, 400, 'XAmzContentSHA256Mismatch', message);
        }
      }
      const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, body);
      metadata.set(key, { contentType, lastModified: new Date() });
      res.writeHead(200, { etag: etagOf(body), 'x-amz-request-id': requestId });
      return res.end();
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key existed.
      objects.delete(key);
      metadata.delete(key);
      res.writeHead(204, { 'x-amz-request-id': requestId });
      return res.end();
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }

    const object = objects.get(key);
    if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.', keyXml);
    const size = object.length;
    // Objects a test put straight into `objects` get S3's defaults.
    const { contentType, lastModified } = metadata.get(key) ?? {
      contentType: 'binary/octet-stream',
      lastModified: started,
    };
    const headers = {
      etag: etagOf(object),
      'content-type': contentType,
      'last-modified': lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-amz-request-id': requestId,
    };
    const range = parseRange(req.headers.range, size);
    if (range === 'invalid') {
      const extra = `<RangeRequested>${escapeXml(req.headers.range ?? '')}</RangeRequested><ActualObjectSize>${size}</ActualObjectSize>`;
      return fail(res, 416, 'InvalidRange', 'The requested range is not satisfiable', extra);
    }
    if (!range) {
      res.writeHead(200, { ...headers, 'content-length': size });
      return res.end(method === 'GET' ? object : undefined);
    }
    res.writeHead(206, {
      ...headers,
      'content-length': range.end - range.start + 1,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    });
    res.end(method === 'GET' ? object.subarray(range.start, range.end + 1) : undefined);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // the SDK keeps connections alive
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
