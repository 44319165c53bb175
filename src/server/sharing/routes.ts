import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shareLink, shareLinkList } from '../../common/api/sharing';
import { noContent } from '../../common/api/wire';
import { shareBody } from '../../common/schemas/share';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { idParams } from '../http/id-params';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { getOwnSpeech } from '../speeches/speech-queries';
import { renderSharedPage } from './public-page';
import {
  createShareLink,
  findSharedSpeech,
  liveLinksOf,
  publicLinkParams,
  revokeOwnLink,
  shareLinkParams,
  shareLinkPath,
  toShareLinkResponse,
} from './share-links';

export const SHARE_LINKS_PER_DAY = 20;

const speechIdParams = idParams('Speech');

type SharingRouteOptions = {
  db: Db;
  requireUser: RequireUser;
  /** Links each user may make a day, counted in the database. */
  linksPerDay: SharedAttemptLimiter;
  /** Whether the page has a player: the public audio route exists only where the app has voices. */
  hasVoice: boolean;
};

// Read on every request, never cached by a proxy: a revoked link must be gone at once.
const PAGE_HEADERS = { 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' };

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found</title></head>
<body><main><h1>This link does not work any more</h1><p>Its sender may have stopped sharing it.</p></main></body></html>
`;

export const sharingRoutes: FastifyPluginAsyncZod<SharingRouteOptions> = async (
  app,
  { db, requireUser, linksPerDay, hasVoice },
) => {
  app.post(
    '/api/speeches/:id/share',
    {
      onRequest: requireUser,
      schema: { params: speechIdParams, body: shareBody, response: { 201: shareLink } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const speech = await getOwnSpeech(db, user.id, request.params.id);
      if (!(await linksPerDay.allows(user.id))) {
        throw new AppError(
          429,
          `You can share ${SHARE_LINKS_PER_DAY} links a day. Please try again tomorrow.`,
        );
      }
      const link = await createShareLink(db, {
        userId: user.id,
        speechId: speech.id,
        showName: request.body.showName,
      });
      return reply.code(201).send(toShareLinkResponse(link));
    },
  );

  app.get(
    '/api/speeches/:id/share-links',
    { onRequest: requireUser, schema: { params: speechIdParams, response: { 200: shareLinkList } } },
    async (request) => {
      const user = currentUser(request);
      const speech = await getOwnSpeech(db, user.id, request.params.id);
      return (await liveLinksOf(db, user.id, speech.id)).map(toShareLinkResponse);
    },
  );

  app.delete(
    '/api/share-links/:id',
    { onRequest: requireUser, schema: { params: shareLinkParams, response: { 204: noContent } } },
    async (request, reply) => {
      await revokeOwnLink(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  // The public page: no session needed, and the same 404 for a link that never existed and a revoked one.
  app.get('/s/:id', { schema: { params: publicLinkParams } }, async (request, reply) => {
    reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8');
    const shared = await findSharedSpeech(db, request.params.id);
    if (!shared) return reply.code(404).send(NOT_FOUND_PAGE);
    const audioUrl = hasVoice ? `${shareLinkPath(shared.link.id)}/audio.mp3` : null;
    return reply.send(renderSharedPage(shared, audioUrl));
  });
};
