import type { Db } from './client';

/**
 * A query built once per database handle with Drizzle's `prepare`, for the routes every page hits:
 * building the SQL from the query builder was a fifth of a signed-in request's CPU, and on Postgres a
 * named statement is also parsed only once per connection. `build` gets the handle and returns
 * `db.select(…)….prepare(name)` with `sql.placeholder`s for the values.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
