import createClient from 'openapi-fetch';
import type { paths } from '../../../common/api/paths';
import { API_BASE, throwIfNotOk } from './api';

/**
 * The API, typed by its OpenAPI document (src/common/api/paths.ts, made by `npm run api:types`): a call
 * names the route and its inputs, and the types of both and of its answer follow from the route, e.g.
 * `api.PATCH('/api/goals/{id}', { params: byId(id), body })`. Every call includes credentials,
 * a body is sent as JSON, and an answer that is not OK throws as throwIfNotOk does.
 */
export const api = createClient<paths>({
  baseUrl: API_BASE,
  credentials: 'include',
  // Looked up at each call, not kept from when the module loaded: whatever fetch the page has now.
  fetch: (request) => globalThis.fetch(request),
});
api.use({ onResponse: ({ response }) => throwIfNotOk(response) });

/**
 * The answer of a call on `api`: `await answer(api.GET('/api/voices'))`. Its answers that are not OK have
 * thrown, so it is the data (undefined for a 201 or 204 without a body).
 */
export async function answer<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  const { data } = await call;
  return data as Data;
}

/** The path parameters of a route on one row, such as `/api/goals/{id}`. */
export const byId = (id: number) => ({ path: { id: String(id) } });
