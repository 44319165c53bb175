// What "the database is unchanged" means in the security suite: the row count of every table in the schema
// but the attempt counters, and every row one user owns (their user row, their sessions, and each table with
// a user id column).
// One query, so a property test can take a snapshot after every request.
import { eq, getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';

// The attempt limits' counters are left out: every try is counted before it is evaluated, refused or not,
// which is what makes a limit hold in parallel.
const COUNTERS: PgTable[] = [schema.attempts, schema.attemptTurns];

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && !COUNTERS.includes(value),
);

function ownerCondition(table: PgTable, userId: string): SQL | null {
  if (table === schema.users) return eq(schema.users.id, userId);
  if (table === schema.sessions) return eq(sql`${schema.sessions.sess}->>'userId'`, userId);
  const { userId: column } = getTableColumns(table);
  return column ? eq(column, userId) : null;
}

export type Snapshot = {
  counts: Record<string, number>;
  /** Per table, the user's rows as JSON, in a stable order. */
  owned: Record<string, unknown[]>;
};

export async function snapshot(db: Db, userId: string): Promise<Snapshot> {
  const counts = TABLES.map((table) => sql`${getTableName(table)}::text, (select count(*) from ${table})`);
  const owned = TABLES.flatMap((table) => {
    const condition = ownerCondition(table, userId);
    if (!condition) return [];
    const row = sql`row_to_json(${table})`;
    return [
      sql`${getTableName(table)}::text, (select coalesce(json_agg(${row} order by ${row}::text), '[]') from ${table} where ${condition})`,
    ];
  });
  const result = (await db.execute(
    sql`select json_build_object(${sql.join(counts, sql`, `)}) as counts, json_build_object(${sql.join(owned, sql`, `)}) as owned`,
  )) as unknown as { rows: Snapshot[] };
  const [row] = result.rows;
  if (!row) throw new Error('snapshot query returned no row');
  return { counts: row.counts, owned: row.owned };
}
