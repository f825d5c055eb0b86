import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up and set on every answer. @fastify/helmet ran `helmet(options)`
 * per request, re-parsing the Content-Security-Policy each time (≈ 12 % of a kept reader answer's CPU);
 * the options never change, so neither do the headers (docs/decisions/0005-answer-cache.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (e?: unknown) => (failed = e));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/** Registered before every other hook, so a refused request (401, 400, 429) still carries them. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
