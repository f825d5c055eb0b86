import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/app.ts';

// The API docs are built on their first request (plugins/api-docs.ts, decision 0025): the same document swagger
// made when it was registered with the app, the UI around it, and nothing of swagger loaded before.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

it('serves the OpenAPI document of the routes, with their schemas, on the first request', async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(r.statusCode).toBe(200);
  const doc = r.json() as { info: { title: string }; paths: Record<string, Record<string, { tags?: string[] }>> };
  expect(doc.info.title).toBe('Storycat API');
  // the routes of every area, under the paths swagger wrote (a prefixed '/' route in its trailing-slash form)
  expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  expect(doc.paths['/api/book/read']?.get?.tags).toEqual(['book']);
  expect(doc.paths['/api/style/']?.get).toBeDefined();
  expect(doc.paths['/api/teacher/classes/{classId}']?.get).toBeDefined();
  expect(doc.paths['/api/tool/zhuyin']?.post).toBeDefined();
  // the zod schemas are in it: the zhuyin call's body names its texts
  expect(JSON.stringify(doc.paths['/api/tool/zhuyin'])).toContain('texts');
  // and not the hidden routes
  expect(doc.paths['/healthz']).toBeUndefined();
});

it("serves the UI page and its files through the server, with the server's security headers", async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
  expect(css.statusCode).toBe(200);
  expect(css.headers['content-type']).toContain('text/css');
  expect(Number(css.headers['content-length'])).toBe(css.rawPayload.length);
  expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/nothing.js' })).statusCode).toBe(404);
});
