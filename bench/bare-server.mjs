/**
 * The baseline of `bench:api`: a minimal Fastify app in its own process with one JSON route that
 * answers the object the parent sends (the product list's own answer, so both carry the same bytes).
 * Started by api.mjs through `fork`; it reports its port over IPC and exits with its parent.
 */
import Fastify from 'fastify';

process.once('message', async ({ payload }) => {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
});
process.on('disconnect', () => process.exit(0));
