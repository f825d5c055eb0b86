import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from '../helpers/app.ts';
import { makeFinishedBook, makeUser, type FactoryUser } from '../helpers/factories.ts';
import { PUBLIC_ROUTES, concretePath, isDocsRoute, listRoutes, routeName, type RouteEntry } from './routes.ts';

/**
 * Every route of the built app × (no token, an unknown token, another child's token on a book that is not hers).
 * The route list comes from the app itself, so a route added later is covered without editing this file.
 */
let t: TestApp;
let routes: RouteEntry[];
let owner: FactoryUser;
let stranger: FactoryUser;
let book: { book_id: string; pictures: string[] };

beforeAll(async () => {
  t = await makeTestApp();
  routes = listRoutes(t.app);
  owner = await makeUser(t.app, t.db, { point: 100 });
  stranger = await makeUser(t.app, t.db, { point: 100 });
  book = await makeFinishedBook(t.app, owner, {
    book_name_ch: '祕密森林',
    preface: '只給媽媽看的話',
    texts: [{ ch: '森林裡住著一隻紫色的貓', en: 'A purple cat lives in the forest' }],
  });
});
afterAll(async () => t.close());

const isPublic = (r: RouteEntry) => isDocsRoute(r) || PUBLIC_ROUTES.includes(routeName(r));
const privateRoutes = () => routes.filter((r) => !isPublic(r));

/** Plausible fields of every route at once, aimed at the owner's book: each route picks what it reads. */
function fieldsFor(bookId: string): Record<string, string> {
  return {
    book_id: bookId,
    step: '3',
    page: '1',
    per_page: '10',
    input_text: '小貓',
    who: '小貓',
    where: '森林',
    what: '跳舞',
    story_pic_prompt: 'a cat dancing',
    style: '1',
    name: '小貓',
    features: '紫色',
    seed: '2',
    user_input: '改掉你的故事',
    book_name_ch: '改掉書名',
    PayPlanId: '1',
    ChoosePayment: 'ALL',
    MerchantTradeNo: 'SC000000000000000000',
    mode: 'default',
    message: '你好',
    done: 'true',
  };
}

function request(r: RouteEntry, token: string | undefined, fields: Record<string, string>) {
  const api = client(t.app, token);
  const url = concretePath(r.url);
  if (r.method === 'GET') return api.get(url, fields);
  return api.call({ method: r.method as 'POST', url, query: fields, payload: fields });
}

describe('route inventory', () => {
  it('finds the API routes and every reviewed public route still exists', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const names = routes.map(routeName);
    // The web app's catch-all exists only when the built web is served (not in these tests).
    for (const p of PUBLIC_ROUTES.filter((x) => x !== 'GET *')) expect(names, p).toContain(p);
  });

  it('public routes answer a stranger without asking for a session', async () => {
    for (const r of routes.filter((x) => PUBLIC_ROUTES.includes(routeName(x)))) {
      const res = await request(r, undefined, {});
      expect(res.status, routeName(r)).not.toBe(401);
    }
  });
});

describe('no session', () => {
  it('every private route answers 401 without data, with no token, a wrong token or a malformed header', async () => {
    const checked = privateRoutes();
    expect(checked.length).toBeGreaterThanOrEqual(30);
    for (const r of checked) {
      for (const token of [undefined, 'f'.repeat(64), '']) {
        // With and without plausible input: validation must not run before the session check.
        for (const fields of [{}, fieldsFor(book.book_id)]) {
          const res = await request(r, token, fields);
          expect(res.status, `${routeName(r)} token=${token}`).toBe(401);
          expect(res.body.state).toBe(false);
          expect(res.body.data).toBeUndefined();
        }
      }
      const basic = await client(t.app).call({
        method: r.method as 'GET',
        url: concretePath(r.url),
        headers: { authorization: `Basic ${Buffer.from(`${owner.username}:${owner.password}`).toString('base64')}` },
      });
      expect(basic.status, routeName(r)).toBe(401);
    }
  });
});

/** Routes that act on one book: another child's id must look exactly like an unknown one. */
const BOOK_ROUTES = [
  'GET /api/book/info',
  'POST /api/book/info',
  'GET /api/book/data',
  'POST /api/book/data',
  'POST /api/book/delete-page',
  'GET /api/book/read',
  'GET /api/book/send-report',
  'GET /api/book/send-pdf',
  'GET /api/tool/prompt-to-img-self',
  'GET /api/tool/character-img',
  'POST /api/tool/drawing',
];
const isBookRoute = (r: RouteEntry) => BOOK_ROUTES.includes(routeName(r)) || r.url.startsWith('/api/report/');

async function snapshotOfBook(id: string) {
  const row = await t.db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
  const pages = await t.db
    .selectFrom('pages')
    .selectAll()
    .where('book_id', '=', id)
    .orderBy(['step', 'page'])
    .execute();
  return JSON.stringify({ row, pages });
}

describe("another child's book", () => {
  it('answers 404 on every book route, leaks nothing on any route and changes nothing', async () => {
    const before = await snapshotOfBook(book.book_id);
    const pointsBefore = await t.app.services.points.balance(stranger.id);
    const secrets = [
      '祕密森林',
      '只給媽媽看的話',
      '森林裡住著一隻紫色的貓',
      owner.username,
      owner.id,
      ...book.pictures,
    ];
    const unknownId = 'AAAAAAAAAAAAAAAAAAAAAA';
    const bookRoutes = routes.filter(isBookRoute);
    expect(bookRoutes.length).toBeGreaterThanOrEqual(BOOK_ROUTES.length + 7);
    for (const r of privateRoutes()) {
      if (routeName(r) === 'POST /api/user/logout') continue; // would end the stranger's own session
      const res = await request(r, stranger.token, fieldsFor(book.book_id));
      const text = JSON.stringify(res.body);
      for (const s of secrets) expect(text, `${routeName(r)} leaks ${s}`).not.toContain(s);
      if (!isBookRoute(r)) continue;
      expect(res.status, routeName(r)).toBe(404);
      expect(res.body.data).toBeUndefined();
      // Same answer as for a book that does not exist: nothing tells the two apart.
      const unknown = await request(r, stranger.token, fieldsFor(unknownId));
      expect({ status: unknown.status, body: unknown.body }, routeName(r)).toEqual({
        status: res.status,
        body: res.body,
      });
    }
    expect(await snapshotOfBook(book.book_id)).toBe(before);
    expect(await t.app.services.points.balance(stranger.id)).toBe(pointsBefore);
  });

  it('the owner herself reaches the same book routes (the 404s above are about ownership)', async () => {
    for (const path of ['/api/book/info', '/api/book/read', '/api/book/data']) {
      const res = await owner.api.get(path, fieldsFor(book.book_id));
      expect(res.status, path).toBe(200);
    }
  });
});
