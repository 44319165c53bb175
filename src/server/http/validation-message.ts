import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

const english = z.locales.en();

/**
 * The message of the first failed rule. A rule with its own message (the speech payload's 'Context is
 * required') is shown as written; zod's generic messages ('Invalid option: …') get the field name in front.
 */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field || !isGenericMessage(first)) return first.message ?? 'Invalid request';
  return `${field}: ${first.message}`;
}

function isGenericMessage(error: FastifySchemaValidationError): boolean {
  const issue = { ...error.params, code: error.keyword, path: [], message: undefined } as never;
  const generic = english.localeError(issue);
  const text = typeof generic === 'string' ? generic : generic?.message;
  return text === error.message;
}
