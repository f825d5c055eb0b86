import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_NAME } from '@storycat/contract/book-texts';

const PREFIX = '/api/docs';
/** headers of the docs app's answer that the server's own reply sets for itself */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * The API docs (OpenAPI from the routes' zod schemas, Swagger UI at /api/docs), built on their first request
 * (decision 0025, cold start): @fastify/swagger and its UI (with yaml, their schema resolver and static files:
 * ≈ 100 modules, ≈ 0.1 s of every start on this machine) are loaded by the first visitor of the docs, not by the
 * start. Every route's method, URL and schema is noted as it is registered; the first request to /api/docs builds a
 * small Fastify app that carries the same routes (their handlers never run) with swagger and its UI, and every docs
 * request is answered by it (`inject`), so the document and the UI are the ones swagger made before. The answers
 * pass through this server's hooks like any other (security headers, the CPU gate).
 */
export function registerApiDocs(app: FastifyInstance): void {
  // the route options themselves, read when the docs are built, as swagger did: Fastify reuses the options of a
  // prefixed '/' route for its trailing-slash twin, so its URL is read once both exist
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (r) => {
    // HEAD routes are Fastify's copies of the GET ones (swagger leaves them out too)
    if (r.url.startsWith(PREFIX) || r.method === 'HEAD') return;
    routes.push(r);
  });

  let docs: Promise<FastifyInstance> | undefined;
  const build = async () => {
    const { default: Fastify } = await import('fastify');
    const d = Fastify({ logger: false });
    d.setValidatorCompiler(validatorCompiler);
    d.setSerializerCompiler(serializerCompiler);
    await d.register(import('@fastify/swagger'), {
      openapi: {
        info: {
          title: 'Storycat API',
          description: `${APP_NAME.zh} API: the calls of the specification plus our own.`,
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await d.register(import('@fastify/swagger-ui'), { routePrefix: PREFIX });
    const never = async () => undefined;
    for (const r of routes) d.route({ method: r.method, url: r.url, schema: r.schema, handler: never });
    await d.ready();
    return d;
  };

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    docs ??= build().catch((err: unknown) => {
      docs = undefined; // the next request tries again
      throw err;
    });
    const d = await docs;
    const res = await d.inject({
      method: req.method as 'GET' | 'HEAD',
      url: req.url,
      headers: { accept: req.headers.accept ?? '*/*', 'accept-encoding': req.headers['accept-encoding'] ?? '' },
    });
    reply.code(res.statusCode);
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
    return reply.send(res.rawPayload);
  };
  app.get(PREFIX, { schema: { hide: true } }, answer);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, answer);
}
