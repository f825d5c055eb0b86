import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ECPAY_TEST_MERCHANT, checkMacValue, formatTradeDate } from '../../src/payment/ecpay.ts';
import { client, makeTestApp, type TestApp } from '../helpers/app.ts';
import { makeUser } from '../helpers/factories.ts';

/** What leaves the server besides data: headers, the web bundle, the logs. */
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function open(env: Record<string, string> = {}, deps: Parameters<typeof makeTestApp>[1] = {}) {
  const t = await makeTestApp(env, deps);
  opened.push(t);
  return t;
}

function cspDirectives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe('security headers', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');

  it('HTML pages, API answers and stored files carry CSP without inline script, nosniff and no framing', async () => {
    const t = await open({ WEB_DIST: webDir }, { serveWeb: true });
    const u = await makeUser(t.app, t.db);
    const answers = {
      html: await t.app.inject({ method: 'GET', url: '/main' }),
      api: await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${u.token}` },
      }),
      refused: await t.app.inject({ method: 'GET', url: '/api/user/profile' }),
      missing: await t.app.inject({ method: 'GET', url: '/files/avatars/none.webp' }),
    };
    expect(answers.html.headers['content-type']).toMatch(/text\/html/);
    for (const [name, res] of Object.entries(answers)) {
      const csp = cspDirectives(res.headers['content-security-policy']);
      const script = csp.get('script-src') ?? csp.get('default-src');
      expect(script, name).toBeDefined();
      expect(script, name).not.toContain("'unsafe-inline'");
      expect(script, name).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-powered-by'], name).toBeUndefined();
      // Plain HTTP on a school LAN: no HSTS unless a TLS proxy is declared.
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('sends HSTS when the server sits behind a TLS reverse proxy (TRUST_PROXY)', async () => {
    const t = await open({ TRUST_PROXY: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/style' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** Things that must never reach a browser. */
const SECRET_PATTERNS: [string, RegExp][] = [
  ['ECPay HashKey value', new RegExp(ECPAY_TEST_MERCHANT.hashKey)],
  ['ECPay HashIV value', new RegExp(ECPAY_TEST_MERCHANT.hashIv)],
  ['HashKey/HashIV field', /Hash(Key|IV)/],
  ['server secret names', /ECPAY_HASH|AI_API_KEY|E2E_SEED_TOKEN|DATABASE_URL|S3_SECRET/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['API key shape', /\bsk-[A-Za-z0-9_-]{20,}/],
  ['process.env', /process\.env/],
];

function filesUnder(dir: string, exts: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && exts.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('web bundle', () => {
  it('the sources the bundle is built from hold no secret and import nothing of the server', () => {
    const sources = [
      ...filesUnder(path.join(repoRoot, 'apps/web/src'), /\.(tsx?|css|json)$/),
      ...filesUnder(path.join(repoRoot, 'apps/web/public'), /\.(js|json|html|txt|webmanifest)$/),
      ...filesUnder(path.join(repoRoot, 'packages/contract/src'), /\.ts$/),
      path.join(repoRoot, 'apps/web/index.html'),
      path.join(repoRoot, 'apps/web/vite.config.ts'),
    ];
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [what, re] of SECRET_PATTERNS)
        if (!(file.endsWith('vite.config.ts') && what === 'process.env'))
          expect(re.test(text), `${what} in ${file}`).toBe(false);
      expect(/from ['"](@storycat\/server|[./]*apps\/server)/.test(text), `server import in ${file}`).toBe(false);
    }
    // Vite inlines only VITE_-prefixed variables: no .env file may define any for the web.
    expect(filesUnder(path.join(repoRoot, 'apps/web'), /^\.env/).filter((f) => !f.includes('node_modules'))).toEqual(
      [],
    );
  });

  it('the built bundle (apps/web/dist, when built) holds no secret', () => {
    const built = filesUnder(path.join(repoRoot, 'apps/web/dist'), /\.(js|html|css|json|map)$/);
    for (const file of built) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [what, re] of SECRET_PATTERNS.filter(([w]) => w !== 'process.env'))
        expect(re.test(text), `${what} in ${file}`).toBe(false);
    }
  });
});

describe('logs', () => {
  it('hold no password, session token, reset token or ECPay key through a login, a password change and a payment', async () => {
    const lines: string[] = [];
    const t = await open(
      { LOG_LEVEL: 'trace', PUBLIC_URL: 'http://storycat.test' },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    const u = await makeUser(t.app, t.db);
    const login = await client(t.app).post('/api/user/login', {
      username: u.username,
      password: u.password,
      acc_type: 'personal',
    });
    const token = login.body.data.token as string;
    await client(t.app).post('/api/user/login', {
      username: u.username,
      password: 'wrong-Passw0rd',
      acc_type: 'personal',
    });
    const api = client(t.app, token);
    await api.post('/api/user/changepwd', { password_old: u.password, password_new: 'N3wPassw0rd!' });
    await client(t.app).post('/api/user/resetpw', { email: `${u.username}@example.com` });
    const order = (await api.get('/api/tool/ECPay', { PayPlanId: '1', ChoosePayment: 'ALL' })).body.data;
    const fields: Record<string, string> = {
      MerchantID: ECPAY_TEST_MERCHANT.merchantId,
      MerchantTradeNo: order.MerchantTradeNo,
      PaymentDate: formatTradeDate(new Date()),
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: '3',
      RtnCode: '1',
      RtnMsg: '交易成功',
      SimulatePaid: '0',
      TradeAmt: String(order.TotalAmount),
      TradeDate: formatTradeDate(new Date()),
      TradeNo: '2611221000009999',
    };
    const signed = {
      ...fields,
      CheckMacValue: checkMacValue(fields, ECPAY_TEST_MERCHANT.hashKey, ECPAY_TEST_MERCHANT.hashIv),
    };
    expect((await client(t.app).form('/api/tool/ECPay/notify', signed)).body).toBe('1|OK');
    // An unexpected error is logged too: its line must not carry the request's secrets either.
    await client(t.app, token).post('/api/user/login', {
      username: u.username,
      password: u.password,
      acc_type: 'personal',
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/user/login'); // the requests are logged, only their secrets are not
    const resetMail = t.mailer.sent.at(-1)?.text ?? '';
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(resetMail)?.[1];
    const secrets = [
      u.password,
      'wrong-Passw0rd',
      'N3wPassw0rd!',
      token,
      u.token,
      ECPAY_TEST_MERCHANT.hashKey,
      ECPAY_TEST_MERCHANT.hashIv,
      signed.CheckMacValue,
    ];
    if (resetToken) secrets.push(resetToken);
    for (const s of secrets) expect(log.includes(s), `log holds ${s.slice(0, 6)}…`).toBe(false);
  });
});
