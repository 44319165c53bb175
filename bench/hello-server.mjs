// The framework's ceiling on this machine: bare Fastify routes, measured beside the app's routes. /hello is
// the smallest answer; /sized/:bytes answers a JSON body of that many bytes, the ceiling for a route whose
// answer is that large.
import Fastify from 'fastify';

const app = Fastify();
const bodies = new Map();
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/sized/:bytes', async (request, reply) => {
  const bytes = Math.min(10_000_000, Number(request.params.bytes) || 0);
  if (!bodies.has(bytes)) bodies.set(bytes, JSON.stringify({ text: 'x'.repeat(Math.max(0, bytes - 11)) }));
  return reply.type('application/json').send(bodies.get(bytes));
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
