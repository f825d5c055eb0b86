import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/** Every method + url pattern of the built app, collected by an onRoute hook in buildApp. */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const seen = new Set<string>();
  return app.routeList.filter((r) => !seen.has(`${r.method} ${r.url}`) && !!seen.add(`${r.method} ${r.url}`));
}

/**
 * Routes that answer without a session, reviewed one by one: the landing page and its assets (`*`), stored files
 * (random keys), health, API docs, account entry, the share view, the style list, zhuyin, the plan list,
 * ECPay's signed notification and the sandbox card pages. Anything else must answer 401 to a stranger.
 */
export const PUBLIC_ROUTES = [
  'GET *',
  'GET /files/*',
  'GET /healthz',
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/resetpw',
  'POST /api/user/resetpw/confirm',
  'GET /api/tool/pay-plan',
  'POST /api/tool/zhuyin',
  'POST /api/tool/ECPay/notify',
  'POST /api/tool/ECPay/sandbox',
  'POST /api/tool/ECPay/sandbox/pay',
  'GET /api/book/view',
  'GET /api/style',
];

export const isDocsRoute = (r: RouteEntry) => r.url === '/api/docs' || r.url.startsWith('/api/docs/');
export const routeName = (r: RouteEntry) => `${r.method} ${r.url}`;

/** A concrete path for a pattern (wildcards filled). */
export const concretePath = (url: string) => url.replace(/\*$/, 'x/y.png').replace(/:(\w+)/g, 'x');
