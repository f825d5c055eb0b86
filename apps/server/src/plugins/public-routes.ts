/**
 * Routes anyone may call without a session. Every other route under /api/ answers 401 before its input is
 * even parsed, so a new route is private unless it is added here (the security suite checks both ways).
 */
const PUBLIC_API_ROUTES = new Set([
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/resetpw',
  'POST /api/user/resetpw/confirm',
  // The plans are shown on the landing page too; a signed-in child also sees her bonus.
  'GET /api/tool/pay-plan',
  'POST /api/tool/zhuyin',
  // ECPay's server-to-server ReturnURL (signed) and the sandbox card pages posted by the browser.
  'POST /api/tool/ECPay/notify',
  'POST /api/tool/ECPay/sandbox',
  'POST /api/tool/ECPay/sandbox/pay',
  // The share link.
  'GET /api/book/view',
  'GET /api/style',
  'GET /api/style/',
]);

/** True when `method url` (the route's pattern, not the request's path) needs no session. */
export function isPublicRoute(method: string, url: string | undefined): boolean {
  if (!url || !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return true;
  // The e2e seed routes exist only with NODE_ENV=test and E2E_SEED_TOKEN, and check that token themselves.
  if (url.startsWith('/api/test/')) return true;
  const m = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_API_ROUTES.has(`${m} ${url}`);
}
