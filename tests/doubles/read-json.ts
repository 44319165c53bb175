import type { IncomingMessage } from 'node:http';

/** The request body as a JSON object, or null when it is missing, malformed or not an object. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
