import { MSG } from '@storycat/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMacValue, ECPAY_TEST_MERCHANT, formatTradeDate, verifyCheckMacValue } from '../src/payment/ecpay.ts';
import { loadConfig } from '../src/config.ts';
import { paymentRepository } from '../src/db/repositories/payment.repository.ts';
import { planRepository } from '../src/db/repositories/plan.repository.ts';
import { pointRepository } from '../src/db/repositories/point.repository.ts';
import { paymentService } from '../src/services/payment.service.ts';
import { planService } from '../src/services/plan.service.ts';
import { pointService } from '../src/services/point.service.ts';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeUser, type FactoryUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ PUBLIC_URL: 'http://storycat.test' });
});
afterAll(async () => t.close());

const KEYS = ECPAY_TEST_MERCHANT;
const signed = (p: Record<string, string>): Record<string, string> => ({
  ...p,
  CheckMacValue: checkMacValue(p, KEYS.hashKey, KEYS.hashIv),
});

async function order(u: FactoryUser, planId = 1, extra: Record<string, string> = {}) {
  const r = await u.api.get('/api/tool/ECPay', { PayPlanId: String(planId), ChoosePayment: 'ALL', ...extra });
  expect(r.status).toBe(200);
  return r.body.data;
}

/** What ECPay posts to ReturnURL for a paid order. */
function notification(o: { MerchantTradeNo: string; TotalAmount: number }, over: Record<string, string> = {}) {
  return signed({
    CustomField1: '',
    MerchantID: KEYS.merchantId,
    MerchantTradeNo: o.MerchantTradeNo,
    PaymentDate: formatTradeDate(new Date()),
    PaymentType: 'Credit_CreditCard',
    PaymentTypeChargeFee: '3',
    RtnCode: '1',
    RtnMsg: '交易成功',
    SimulatePaid: '0',
    StoreID: '',
    TradeAmt: String(o.TotalAmount),
    TradeDate: formatTradeDate(new Date()),
    TradeNo: '2611221000001234',
    ...over,
  });
}

const notify = (fields: Record<string, string>) => client(t.app).form('/api/tool/ECPay/notify', fields);
const balance = (u: FactoryUser) => t.app.services.points.balance(u.id);

describe('plans and bonus event', () => {
  it('lists the seeded TWD plans to anyone, without a bonus before joining', async () => {
    const r = await client(t.app).get('/api/tool/pay-plan');
    expect(r.body.state).toBe(true);
    expect(r.body.data.length).toBeGreaterThanOrEqual(3);
    for (const p of r.body.data) {
      expect(p).toMatchObject({ is_used: false, bonus_point: 0 });
      expect(p.price).toBeGreaterThan(0);
    }
  });

  it('joins the event on first view, keeps joined_at, and runs end_at to the end of a Taiwan day', async () => {
    const u = await makeUser(t.app, t.db);
    const first = await u.api.get('/api/tool/bonus-event');
    const ev = first.body.data;
    expect(ev.time_limit_in_minutes).toBe(60);
    expect(new Date(ev.end_at).getTime() - new Date(ev.joined_at).getTime()).toBeGreaterThan(0);
    // 23:59:59.999 in Taipei is 15:59:59.999 UTC
    expect(ev.end_at).toMatch(/T15:59:59\.999Z$/);
    expect(new Date(ev.window_end_at).getTime() - new Date(ev.joined_at).getTime()).toBe(60 * 60_000);
    expect(ev.user_plans.every((p: { bonus_point: number }) => p.bonus_point > 0)).toBe(true);
    const again = await u.api.get('/api/tool/bonus-event');
    expect(again.body.data.joined_at).toBe(ev.joined_at);
    const plans = await u.api.get('/api/tool/pay-plan');
    expect(plans.body.data.find((p: { id: number }) => p.id === 1).bonus_point).toBeGreaterThan(0);
  });

  it('has no bonus once the window has passed', async () => {
    const u = await makeUser(t.app, t.db);
    await u.api.get('/api/tool/bonus-event');
    await t.db
      .updateTable('bonus_event_joins')
      .set({ joined_at: sql`now() - interval '61 minutes'` })
      .where('user_id', '=', u.id)
      .execute();
    const plans = await u.api.get('/api/tool/pay-plan');
    expect(plans.body.data.every((p: { bonus_point: number }) => p.bonus_point === 0)).toBe(true);
  });
});

describe('ECPay order', () => {
  it('answers signed form fields and never a key', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1, { ClientBackURL: 'http://storycat.test/profile' });
    expect(o.MerchantTradeNo).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(o.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(o).toMatchObject({
      PayPlanId: 1,
      TotalAmount: 100,
      PaymentType: 'aio',
      EncryptType: 1,
      ChoosePayment: 'ALL',
    });
    expect(o.post_url).toBe('/api/tool/ECPay/sandbox');
    expect(o.ReturnURL).toBe('http://storycat.test/api/tool/ECPay/notify');
    expect(o.ClientBackURL).toBe('http://storycat.test/profile');
    const { post_url: _u, PayPlanId: _p, ...posted } = o;
    expect(
      verifyCheckMacValue(
        Object.fromEntries(Object.entries(posted).map(([k, v]) => [k, String(v)])),
        KEYS.hashKey,
        KEYS.hashIv,
      ),
    ).toBe(true);
    expect(JSON.stringify(o)).not.toContain(KEYS.hashKey);
    expect(JSON.stringify(o)).not.toContain(KEYS.hashIv);
  });

  it('never sends the browser back to another site', async () => {
    const u = await makeUser(t.app, t.db);
    expect((await order(u, 1, { ClientBackURL: 'https://evil.example/steal' })).ClientBackURL).toBe(
      'http://storycat.test/profile',
    );
    expect((await order(u, 1, { ClientBackURL: '/profile?paid=1' })).ClientBackURL).toBe(
      'http://storycat.test/profile?paid=1',
    );
  });

  it('makes every address from PUBLIC_URL, whatever Host the request names', async () => {
    const u = await makeUser(t.app, t.db);
    const cases: Array<[string, string]> = [
      ['https://evil.example/x', 'http://storycat.test/profile'],
      ['http://storycat.test.evil.example/x', 'http://storycat.test/profile'],
      ['http://user@storycat.test/x', 'http://storycat.test/profile'],
      ['//evil.example/x', 'http://storycat.test/profile'],
      ['https://storycat.test/profile', 'http://storycat.test/profile'],
      ['javascript:alert(1)', 'http://storycat.test/profile'],
      ['http://storycat.test/points?tab=1', 'http://storycat.test/points?tab=1'],
    ];
    for (const [wanted, expected] of cases) {
      for (const host of ['evil.example', 'storycat.test.evil.example', 'storycat.test']) {
        const r = await u.api.call({
          method: 'GET',
          url: '/api/tool/ECPay',
          query: { PayPlanId: '1', ClientBackURL: wanted },
          headers: { host, 'x-forwarded-host': host },
        });
        expect(r.status).toBe(200);
        expect(r.body.data.ClientBackURL, `${wanted} via ${host}`).toBe(expected);
        expect(r.body.data.ReturnURL).toBe('http://storycat.test/api/tool/ECPay/notify');
      }
    }
  });

  it('refuses an unknown or missing plan, and a caller who is not signed in', async () => {
    const u = await makeUser(t.app, t.db);
    const unknown = await u.api.get('/api/tool/ECPay', { PayPlanId: '9999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(MSG.unknownPlan);
    expect((await u.api.get('/api/tool/ECPay', {})).status).toBe(400);
    expect((await client(t.app).get('/api/tool/ECPay', { PayPlanId: '1' })).status).toBe(401);
  });
});

describe('ECPay notification (ReturnURL)', () => {
  it('credits plan points once and answers 1|OK; TradeStatus turns 1', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 2);
    expect((await u.api.get('/api/tool/ECPayVisit', { MerchantTradeNo: o.MerchantTradeNo })).body.state).toBe(true);
    expect(
      (await u.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: o.MerchantTradeNo })).body.data.TradeStatus,
    ).toBe(0);
    const r = await notify(notification(o));
    expect(r.status).toBe(200);
    expect(r.body).toBe('1|OK');
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(await balance(u)).toBe(300);
    const q = await u.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: o.MerchantTradeNo });
    expect(q.body.data).toMatchObject({ TradeStatus: 1, PayPlanId: 2, point: 300, balance: 300 });
  });

  it('credits the same notification sent 5 times in a row only once', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1);
    const n = notification(o);
    for (let i = 0; i < 5; i++) expect((await notify(n)).body).toBe('1|OK');
    expect(await balance(u)).toBe(100);
    const rows = await ledgerRows(t.db, u.id);
    expect(rows.map((r) => r.cause_key)).toEqual([`pay:${o.MerchantTradeNo}`]);
  });

  it('credits the same notification sent 10 times at once only once', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1);
    const n = notification(o);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(n)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('1|OK'));
    expect(await balance(u)).toBe(100);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(1);
  });

  it('credits nothing when any field is changed after signing', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1);
    const good = notification(o);
    for (const key of Object.keys(good).filter((k) => k !== 'CheckMacValue')) {
      const r = await notify({ ...good, [key]: `${good[key]}9` });
      expect(r.status, key).toBe(400);
      expect(r.body).toBe('0|CheckMacValue Error');
    }
    expect((await notify({ ...good, CheckMacValue: '' })).status).toBe(400);
    const { CheckMacValue: _c, ...unsigned } = good;
    expect((await notify(unsigned)).status).toBe(400);
    expect(await balance(u)).toBe(0);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(0);
  });

  it('refuses correctly signed notifications with a foreign merchant, trade number or amount', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1);
    const cases: Array<[Record<string, string>, string]> = [
      [{ MerchantID: '2000132' }, '0|MerchantID Error'],
      [{ MerchantTradeNo: 'SC0000000000NOTOURS' }, '0|MerchantTradeNo Error'],
      [{ TradeAmt: '1' }, '0|TradeAmt Error'],
    ];
    for (const [over, answer] of cases) {
      const r = await notify(notification(o, over));
      expect(r.status).toBe(400);
      expect(r.body).toBe(answer);
    }
    expect(await balance(u)).toBe(0);
  });

  it('accepts but does not credit a failed or simulated payment', async () => {
    const u = await makeUser(t.app, t.db);
    const simulated = await order(u, 1);
    expect((await notify(notification(simulated, { SimulatePaid: '1' }))).body).toBe('1|OK');
    const failed = await order(u, 1);
    expect((await notify(notification(failed, { RtnCode: '10100058', RtnMsg: '付款失敗' }))).body).toBe('1|OK');
    expect(await balance(u)).toBe(0);
    const q = await u.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: failed.MerchantTradeNo });
    expect(q.body.data.TradeStatus).toBe(0);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(0);
  });

  it('gives the bonus once per plan, then marks the plan used', async () => {
    const u = await makeUser(t.app, t.db);
    const ev = (await u.api.get('/api/tool/bonus-event')).body.data;
    const bonus = ev.user_plans.find((p: { id: number }) => p.id === 1).bonus_point;
    const first = await order(u, 1);
    const second = await order(u, 1);
    await notify(notification(first));
    expect(await balance(u)).toBe(100 + bonus);
    await notify(notification(second));
    expect(await balance(u)).toBe(200 + bonus);
    const plan = (await u.api.get('/api/tool/pay-plan')).body.data.find((p: { id: number }) => p.id === 1);
    expect(plan).toMatchObject({ is_used: true, bonus_point: 0 });
  });

  it('gives the bonus once when several orders of the same plan are paid at the same instant', async () => {
    const u = await makeUser(t.app, t.db);
    const ev = (await u.api.get('/api/tool/bonus-event')).body.data;
    const bonus = ev.user_plans.find((p: { id: number }) => p.id === 1).bonus_point;
    expect(bonus).toBeGreaterThan(0);
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await order(u, 1));
    const answers = await Promise.all(orders.map((o) => notify(notification(o))));
    expect(answers.map((a) => a.body)).toEqual(Array(4).fill('1|OK'));
    expect(await balance(u)).toBe(400 + bonus);
    const paid = await t.db
      .selectFrom('payment_orders')
      .select('bonus_point')
      .where('user_id', '=', u.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid.map((o) => o.bonus_point).sort((x, y) => y - x)).toEqual([bonus, 0, 0, 0]);
  });

  it("keeps one child's orders away from another", async () => {
    const a = await makeUser(t.app, t.db);
    const b = await makeUser(t.app, t.db);
    const o = await order(a, 1);
    expect((await b.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: o.MerchantTradeNo })).status).toBe(404);
    expect((await b.api.get('/api/tool/ECPayVisit', { MerchantTradeNo: o.MerchantTradeNo })).status).toBe(404);
    const empty = await b.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(MSG.tradeNoNotSet);
  });
});

describe('sandbox checkout', () => {
  async function openCheckout(o: Record<string, unknown>) {
    const { post_url, PayPlanId: _p, ...fields } = o;
    return t.app.inject({
      method: 'POST',
      url: String(post_url),
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const pay = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tool/ECPay/sandbox/pay',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('shows a card form without script, pays through ReturnURL and sends the browser back', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1, { ClientBackURL: '/profile' });
    const page = await openCheckout(o);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('信用卡號');
    expect(page.body).toContain(o.MerchantTradeNo);
    expect(page.body).not.toMatch(/<script/i);
    const card = {
      MerchantTradeNo: o.MerchantTradeNo,
      card_number: '4311 9522 2222 2222',
      card_expiry: '12/39',
      card_cvc: '222',
    };
    const wrong = await pay({ ...card, card_number: '1234', action: 'pay' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('卡號不正確');
    const paid = await pay({ ...card, action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://storycat.test/profile');
    expect(await balance(u)).toBe(100);
    const q = await u.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: o.MerchantTradeNo });
    expect(q.body.data.TradeStatus).toBe(1);
    // paid orders cannot be paid again
    expect((await pay({ ...card, action: 'pay' })).statusCode).toBe(400);
    expect((await openCheckout(o)).statusCode).toBe(400);
  });

  it('refuses a tampered order form, and cancel or a declined card credit nothing', async () => {
    const u = await makeUser(t.app, t.db);
    const o = await order(u, 1);
    expect((await openCheckout({ ...o, TotalAmount: 1 })).statusCode).toBe(400);
    const cancel = await pay({ MerchantTradeNo: o.MerchantTradeNo, action: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    const declined = await pay({
      MerchantTradeNo: o.MerchantTradeNo,
      card_number: '4000 0000 0000 0002',
      card_expiry: '12/39',
      card_cvc: '123',
      action: 'pay',
    });
    expect(declined.statusCode).toBe(303);
    expect(await balance(u)).toBe(0);
    const q = await u.api.get('/api/tool/ECPayQuery', { MerchantTradeNo: o.MerchantTradeNo });
    expect(q.body.data.TradeStatus).toBe(0);
  });
});

describe('ECPayQuery in stage mode', () => {
  it('asks QueryTradeInfo while pending and credits a verified paid answer once', async () => {
    const config = loadConfig({ ECPAY_MODE: 'stage', PUBLIC_URL: 'http://storycat.test', LOG_LEVEL: 'silent' });
    let asked = 0;
    let status = '0';
    const fakeFetch = (async (url: string, init: RequestInit) => {
      asked += 1;
      expect(url).toBe('https://payment-stage.ecpay.com.tw/Cashier/QueryTradeInfo/V5');
      const q = Object.fromEntries(new URLSearchParams(String(init.body)));
      expect(verifyCheckMacValue(q, KEYS.hashKey, KEYS.hashIv)).toBe(true);
      const p = {
        MerchantID: KEYS.merchantId,
        MerchantTradeNo: q.MerchantTradeNo!,
        TradeStatus: status,
        TradeAmt: '290',
        TradeNo: '1',
      };
      return new Response(new URLSearchParams(signed(p)).toString());
    }) as unknown as typeof fetch;
    const plans = planRepository(t.db);
    const points = pointService({ db: t.db, points: pointRepository(t.db) });
    const stage = paymentService({
      db: t.db,
      config,
      payments: paymentRepository(t.db),
      plans,
      planService: planService({ db: t.db, plans }),
      points,
      fetch: fakeFetch,
      log: { info() {}, warn() {} },
    });
    const u = await makeUser(t.app, t.db);
    const user = {
      id: u.id,
      sessionId: '',
      username: u.username,
      acc_type: 'personal' as const,
      role: 'user',
      is_trial: false,
    };
    const o = await stage.createOrder(user, { PayPlanId: 2 });
    expect(o.post_url).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(o.MerchantID).toBe('3002607');
    expect((await stage.query(user, o.MerchantTradeNo)).TradeStatus).toBe(0);
    status = '1';
    expect(await stage.query(user, o.MerchantTradeNo)).toMatchObject({ TradeStatus: 1, point: 300, balance: 300 });
    expect(await stage.query(user, o.MerchantTradeNo)).toMatchObject({ TradeStatus: 1, balance: 300 });
    expect(asked).toBe(2); // a paid order is answered from our own record
    expect(await ledgerRows(t.db, u.id)).toHaveLength(1);
  });
});
