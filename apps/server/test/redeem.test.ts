import { MSG, redeemSuccessMsg } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/services/rate-limit.service.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

let ipSeq = 0;
/** Each call from its own address, so the per-IP limit is not what a test measures (unless it wants to). */
function redeem(u: FactoryUser, code: string, ip = `10.9.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`) {
  return client(t.app, u.token).call({
    method: 'POST',
    url: '/api/user/promotionCode',
    payload: new URLSearchParams({ promotion_code: code }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

const createCode = (o: {
  code: string;
  point: number;
  kind?: 'single_use' | 'once_per_user';
  expiresAt?: Date | null;
}) =>
  t.app.services.promotions.createCodes({
    code: o.code,
    point: o.point,
    kind: o.kind ?? 'single_use',
    expiresAt: o.expiresAt ?? null,
  });

describe('POST /api/user/promotionCode', () => {
  it('credits the code once and answers the new balance with the spec message', async () => {
    await createCode({ code: 'HELLO-CAT', point: 20 });
    const u = await makeUser(t.app, t.db, { point: 5 });
    const r = await redeem(u, ' hello-cat ');
    expect(r.status).toBe(200);
    expect(r.body.state).toBe(true);
    expect(r.body.data[0].point).toBe(25);
    expect(r.body.msg).toBe(redeemSuccessMsg(25));
    expect(r.body.msg).toBe('🌟兌換成功，您的點數有 25點！');
    const rows = await ledgerRows(t.db, u.id);
    expect(rows.map((x) => [x.cause_key, x.delta])).toEqual([[`redeem:HELLO-CAT:${u.id}`, 20]]);
  });

  it('refuses empty, unknown, expired and used-up codes with the spec messages', async () => {
    const u = await makeUser(t.app, t.db);
    const empty = await redeem(u, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ state: false, msg: MSG.redeemEmpty });
    expect(MSG.redeemEmpty).toBe('⚠️ 請輸入折扣碼！');
    await createCode({ code: 'OLD-CODE', point: 10, expiresAt: new Date(Date.now() - 1000) });
    await createCode({ code: 'ONCE-ONLY', point: 10 });
    const other = await makeUser(t.app, t.db);
    expect((await redeem(other, 'ONCE-ONLY')).body.state).toBe(true);
    for (const code of ['NO-SUCH-CODE', 'OLD-CODE', 'ONCE-ONLY', '<script>']) {
      const r = await redeem(u, code);
      expect(r.status, code).toBe(400);
      expect(r.body).toMatchObject({ state: false, msg: '⚠️ 您輸入的活動碼有誤！' });
    }
    expect(await t.app.services.points.balance(u.id)).toBe(0);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(0);
  });

  it('lets each child use a once-per-user code once', async () => {
    await createCode({ code: 'CLASS-2026', point: 10, kind: 'once_per_user' });
    const a = await makeUser(t.app, t.db);
    const b = await makeUser(t.app, t.db);
    expect((await redeem(a, 'CLASS-2026')).body.data[0].point).toBe(10);
    expect((await redeem(b, 'CLASS-2026')).body.data[0].point).toBe(10);
    const again = await redeem(a, 'class-2026');
    expect(again.body).toMatchObject({ state: false, msg: MSG.redeemInvalid });
    expect(await t.app.services.points.balance(a.id)).toBe(10);
    const row = await t.db
      .selectFrom('promotion_codes')
      .select('used_count')
      .where('code', '=', 'CLASS-2026')
      .executeTakeFirst();
    expect(row?.used_count).toBe(2);
  });

  it('50 concurrent redemptions of a single-use code: exactly one succeeds', async () => {
    await createCode({ code: 'RACE-ONE', point: 30 });
    const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(t.app, t.db)));
    const answers = await Promise.all(users.map((u) => redeem(u, 'RACE-ONE')));
    expect(answers.filter((a) => a.body.state)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.state).every((a) => a.status === 400)).toBe(true);
    const rows = await t.db
      .selectFrom('point_ledger')
      .selectAll()
      .where('cause_key', 'like', 'redeem:RACE-ONE:%')
      .execute();
    expect(rows).toHaveLength(1);
    const total = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('point').as('s'))
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .executeTakeFirst();
    expect(Number(total?.s)).toBe(30);
  });

  it('50 concurrent redemptions of a once-per-user code by one child: exactly one succeeds', async () => {
    await createCode({ code: 'RACE-MINE', point: 10, kind: 'once_per_user' });
    const u = await makeUser(t.app, t.db);
    // The per-user limit would stop most of these; lift it to see the database guarantee itself.
    const max = LIMITS.redeemUser.max;
    LIMITS.redeemUser.max = 1000;
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(u, 'RACE-MINE'))).finally(() => {
      LIMITS.redeemUser.max = max;
    });
    expect(answers.filter((a) => !a.body.state).every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.body.state).length).toBe(1);
    expect(await t.app.services.points.balance(u.id)).toBe(10);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(1);
  });

  it('limits attempts per child', async () => {
    const u = await makeUser(t.app, t.db);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await redeem(u, `GUESS-${i}`));
    expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true);
    expect(answers[10]!.status).toBe(429);
  });

  it('limits attempts per address across children', async () => {
    const kids = await Promise.all(Array.from({ length: 4 }, () => makeUser(t.app, t.db)));
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await redeem(kids[i % 4]!, `TRY-${i}`, '10.200.0.1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('needs a signed-in child', async () => {
    const r = await client(t.app).form('/api/user/promotionCode', { promotion_code: 'HELLO-CAT' });
    expect(r.status).toBe(401);
  });
});
