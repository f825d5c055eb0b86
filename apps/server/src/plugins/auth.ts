import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { MSG } from '@storycat/contract';
import type { AuthUser } from '../services/auth.service.ts';
import { isPublicRoute } from './public-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** true when a bearer token was sent but is unknown, expired or revoked */
    tokenRejected: boolean;
  }
}

/** Reads `Authorization: Bearer <token>` on every request; routes that need a user call `requireUser`. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenRejected', false);
  app.addHook('onRequest', async (req) => {
    const h = req.headers.authorization;
    if (h && req.url.startsWith('/api/')) {
      const m = /^Bearer\s+(\S+)$/i.exec(h);
      const user = m?.[1] ? await app.services.auth.authenticate(m[1]) : undefined;
      if (user) req.user = user;
      else req.tokenRejected = true;
    }
    // Private routes refuse a missing session before the body or query is read, so a stranger learns
    // nothing from validation answers and no upload is parsed for her.
    if (!req.user && !isPublicRoute(req.method, req.routeOptions.url)) requireUser(req);
  });
}

export function requireUser(req: FastifyRequest): AuthUser {
  if (req.user) return req.user;
  throw AppError.unauthorized(req.tokenRejected ? MSG.sessionExpired : MSG.unauthorized);
}
