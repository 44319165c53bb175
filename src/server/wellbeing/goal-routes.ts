import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goal, goalsWithSpeeches } from '../../common/api/wellbeing';
import { noContent } from '../../common/api/wire';
import { goalSchema, goalUpdateSchema } from '../../common/schemas/goal';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { idParams } from '../http/id-params';
import { createGoal, deleteGoal, listGoalsWithSpeeches, setGoalCompleted } from './goal-queries';

const goalIdParams = idParams('Goal');

export const goalRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  app.post('/api/goals', { schema: { body: goalSchema, response: { 201: goal } } }, async (request, reply) =>
    reply.code(201).send(await createGoal(db, currentUser(request).id, request.body)),
  );

  app.get('/api/goals', { schema: { response: { 200: goalsWithSpeeches } } }, async (request) =>
    listGoalsWithSpeeches(db, currentUser(request).id),
  );

  app.patch(
    '/api/goals/:id',
    { schema: { params: goalIdParams, body: goalUpdateSchema, response: { 200: goal } } },
    async (request) =>
      setGoalCompleted(db, currentUser(request).id, request.params.id, request.body.isCompleted),
  );

  const deleteSchema = { params: goalIdParams, response: { 204: noContent } };
  app.delete('/api/goals/:id', { schema: deleteSchema }, async (request, reply) => {
    await deleteGoal(db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });
};
