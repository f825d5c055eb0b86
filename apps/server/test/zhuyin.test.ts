import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

it('annotates several texts at once, without a login', async () => {
  const r = await client(t.app).post('/api/tool/zhuyin', { texts: ['小貓去銀行。', 'OK'] });
  expect(r.status).toBe(200);
  expect(r.body.data[0]).toEqual([
    ['小', 'ㄒㄧㄠˇ'],
    ['貓', 'ㄇㄠ'],
    ['去', 'ㄑㄩˋ'],
    ['銀', 'ㄧㄣˊ'],
    ['行', 'ㄏㄤˊ'],
    ['。', null],
  ]);
  expect(r.body.data[1]).toEqual([
    ['O', null],
    ['K', null],
  ]);
});

it('refuses too many or too long texts', async () => {
  expect((await client(t.app).post('/api/tool/zhuyin', { texts: [] })).status).toBe(400);
  expect((await client(t.app).post('/api/tool/zhuyin', { texts: ['長'.repeat(301)] })).status).toBe(400);
  expect((await client(t.app).post('/api/tool/zhuyin', { texts: Array(41).fill('貓') })).status).toBe(400);
});
