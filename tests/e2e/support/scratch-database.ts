import { randomBytes } from 'node:crypto';
import { adminQuery, withDatabase } from '../../setup/global-db';

/** The Postgres server to test against, when TEST_DATABASE_URL names one. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** A new, empty, randomly named database on the shared Postgres server; `drop()` removes it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!ADMIN_URL) throw new Error('scratchDatabase needs TEST_DATABASE_URL');
  const admin = ADMIN_URL;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  return {
    url: withDatabase(admin, name),
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  };
}
