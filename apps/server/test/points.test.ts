import { BOOK_COST, ERR, MSG } from '@storycat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

describe('point ledger', () => {
  it('credits and debits with one ledger row each, balance_after in step', async () => {
    const u = await makeUser(t.app, t.db);
    const { points } = t.app.services;
    expect(await points.credit({ userId: u.id, amount: 30, causeKey: `admin:a-${u.id}`, reason: 'admin' })).toEqual({
      applied: true,
      balance: 30,
    });
    expect(await points.debit({ userId: u.id, amount: BOOK_COST, causeKey: `book:b-${u.id}`, reason: 'book' })).toEqual(
      {
        applied: true,
        balance: 20,
      },
    );
    const rows = await ledgerRows(t.db, u.id);
    expect(rows.map((r) => [r.delta, r.balance_after, r.reason])).toEqual([
      [30, 30, 'admin'],
      [-10, 20, 'book'],
    ]);
    const profile = await u.api.get('/api/user/profile');
    expect(profile.body.data.point).toBe(20);
  });

  it('treats a repeated cause key as already applied, never moving points twice', async () => {
    const u = await makeUser(t.app, t.db);
    const { points } = t.app.services;
    const move = { userId: u.id, amount: 10, causeKey: `admin:once-${u.id}`, reason: 'admin' };
    await points.credit(move);
    expect(await points.credit(move)).toEqual({ applied: false, balance: 10 });
    const again = await Promise.all(Array.from({ length: 10 }, () => points.credit(move)));
    expect(again.every((r) => !r.applied)).toBe(true);
    expect(await points.balance(u.id)).toBe(10);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(1);
  });

  it('refuses a debit larger than the balance and leaves no ledger row', async () => {
    const u = await makeUser(t.app, t.db, { point: 5 });
    const debit = t.app.services.points.debit({ userId: u.id, amount: 10, causeKey: `book:x-${u.id}`, reason: 'book' });
    await expect(debit).rejects.toMatchObject({
      code: ERR.insufficientPoints,
      status: 402,
      message: MSG.insufficientPoints,
    });
    expect(await t.app.services.points.balance(u.id)).toBe(5);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(0);
  });

  it('debits inside an outer transaction and rolls back with it', async () => {
    const u = await makeUser(t.app, t.db, { point: 20 });
    const { points } = t.app.services;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await points.debit({ userId: u.id, amount: 10, causeKey: `book:rolled-${u.id}`, reason: 'book' }, trx);
        throw new Error('book insert failed');
      }),
    ).rejects.toThrow('book insert failed');
    expect(await points.balance(u.id)).toBe(20);
    expect(await ledgerRows(t.db, u.id)).toHaveLength(0);
    await t.db
      .transaction()
      .execute((trx) => points.debit({ userId: u.id, amount: 10, causeKey: `book:kept-${u.id}`, reason: 'book' }, trx));
    expect(await points.balance(u.id)).toBe(10);
  });

  it('100 concurrent debits with points for k: exactly k succeed, one row per success', async () => {
    const k = 7;
    const u = await makeUser(t.app, t.db, { point: k * BOOK_COST });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        t.app.services.points.debit({
          userId: u.id,
          amount: BOOK_COST,
          causeKey: `book:c${i}-${u.id}`,
          reason: 'book',
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(k);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: ERR.insufficientPoints });
    expect(await t.app.services.points.balance(u.id)).toBe(0);
    const rows = await ledgerRows(t.db, u.id);
    expect(rows).toHaveLength(k);
    expect(new Set(rows.map((r) => r.cause_key)).size).toBe(k);
    expect(rows.map((r) => r.balance_after).sort((a, b) => b - a)).toEqual(
      Array.from({ length: k }, (_, i) => (k - 1 - i) * BOOK_COST),
    );
  });
});

describe('trial registration', () => {
  it('grants one book of points through the ledger; a personal account starts at 0', async () => {
    const api = client(t.app);
    const base = { password: 'secret1', name: 'Trial', email: 'trial@example.com', acc_type: 'personal' };
    const trial = await api.post('/api/user/register', { ...base, username: 'trialkid01', trial: true });
    expect(trial.body.state).toBe(true);
    const plain = await api.post('/api/user/register', { ...base, username: 'plainkid01' });
    expect(plain.body.state).toBe(true);
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'username', 'point'])
      .where('username', 'in', ['trialkid01', 'plainkid01'])
      .execute();
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    expect(byName.trialkid01!.point).toBe(BOOK_COST);
    expect(byName.plainkid01!.point).toBe(0);
    const rows = await ledgerRows(t.db, byName.trialkid01!.id);
    expect(rows.map((r) => [r.cause_key, r.delta])).toEqual([[`trial:${byName.trialkid01!.id}`, BOOK_COST]]);
    expect(await ledgerRows(t.db, byName.plainkid01!.id)).toHaveLength(0);
  });
});
