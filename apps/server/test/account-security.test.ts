import { MSG, PRIVACY_MSG } from '@storycat/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser, type FactoryUser } from './helpers/factories.ts';

/**
 * Issue Q (docs/decisions/0016): password guessing slows the guesser and never locks the child out; change password
 * and account deletion share the login's limits; reset links; every absolute address from PUBLIC_URL. The clock of
 * the password-guessing waits is fixed by the test, so nothing here waits or depends on timing.
 */
let t: TestApp;
let now = new Date('2026-11-25T08:00:00Z');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
beforeAll(async () => {
  t = await makeTestApp({ PUBLIC_URL: 'https://storycat.example.edu.tw' }, { clock: () => now });
});
afterAll(async () => t.close());

let nextAddress = 0;
/** a fresh address (a tablet) the account has never seen */
const tablet = () => `10.9.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`;

async function login(u: Pick<FactoryUser, 'username'>, password: string, address: string) {
  return client(t.app).call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: u.username, password, acc_type: 'personal' },
    remoteAddress: address,
  });
}

describe('password guessing on one account', () => {
  it('a classmate guessing from many tablets cannot lock the child out of her own tablet', async () => {
    const child = await makeUser(t.app, t.db);
    const attackers = Array.from({ length: 12 }, tablet);
    const tried: number[] = [];
    for (const a of attackers) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(child, 'guess1234', a)).status);
      // a tablet's tries are answered, then it must wait (429): it is slowed down, the account is not locked
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(statuses.indexOf(429)).toBe(statuses.filter((s) => s === 401).length);
      tried.push(statuses.filter((s) => s === 401).length);
    }
    // 3 free tries per tablet; once the account has 10 failures, a new guessing tablet gets 1
    expect(tried.slice(0, 3)).toEqual([3, 3, 3]);
    expect(tried.slice(4)).toEqual(Array(8).fill(1));
    const own = await login(child, child.password, tablet());
    expect(own.status).toBe(200);
    expect(own.body.state).toBe(true);
    // a guessing tablet that now types the right password still waits: it is the one that guessed
    const guesser = await login(child, child.password, attackers[0]!);
    expect(guesser.status).toBe(429);
    expect(guesser.body.msg).toBe(MSG.tooManyRequests);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);

  it('tells how long to wait, and lets the same tablet try again once the wait is over', async () => {
    const child = await makeUser(t.app, t.db);
    const mine = tablet();
    for (let i = 0; i < 3; i++) expect((await login(child, 'typo-typo', mine)).status).toBe(401);
    const wait = await login(child, child.password, mine);
    expect(wait.status).toBe(429);
    expect(wait.headers['retry-after']).toBe('2');
    later(1);
    expect((await login(child, child.password, mine)).status).toBe(429);
    later(1);
    expect((await login(child, child.password, mine)).status).toBe(200);
    // the right password forgave this tablet: three fresh tries again
    for (let i = 0; i < 3; i++) expect((await login(child, 'typo-typo', mine)).status).toBe(401);
    expect((await login(child, 'typo-typo', mine)).status).toBe(429);
  });

  it('slows a guessing tablet more with every failure, up to 15 minutes, and forgets after a day', async () => {
    const child = await makeUser(t.app, t.db);
    const guesser = tablet();
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      let r = await login(child, `guess-${i}`, guesser);
      let waited = 0;
      if (r.status === 429) {
        waited = Number(r.headers['retry-after']);
        later(waited);
        r = await login(child, `guess-${i}`, guesser);
      }
      expect(r.status).toBe(401);
      waits.push(waited);
    }
    // from the 10th failure on the account is busy: a single free try, so the wait jumps to the 15-minute ceiling
    expect(waits).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 900, 900, 900, 900]);
    later(86_400);
    expect((await login(child, child.password, guesser)).status).toBe(200);
  }, 120_000);

  it('counts unknown usernames like known ones, so the answer does not tell which accounts exist', async () => {
    const address = tablet();
    const ghost = { username: 'no_such_child_2026' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await login(ghost, 'guess1234', address)).status);
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('keeps the per-address limit over all accounts', async () => {
    const address = tablet();
    // 100 password checks from this address within the window (counted as the login counts them)
    await sql`insert into rate_limits (key, window_start, count) values (${'login:ip:' + address}, now(), 100)`.execute(
      t.db,
    );
    const child = await makeUser(t.app, t.db);
    expect((await login(child, child.password, address)).status).toBe(429);
    expect((await login(child, child.password, tablet())).status).toBe(200);
  });
});

describe('change password and account deletion share the login limits', () => {
  it('40 wrong old passwords on one session: the guesser is slowed down, the owner signs in elsewhere', async () => {
    const child = await makeUser(t.app, t.db);
    const shared = tablet();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await child.api.call({
        method: 'POST',
        url: '/api/user/changepwd',
        payload: { password_old: `guess-${i}`, password_new: 'taken-over1' },
        remoteAddress: shared,
      });
      statuses.push(r.status);
      if (r.status === 400) expect(r.body.msg).toBe(MSG.oldPasswordWrong);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    // the right old password from the guessing tablet waits too, so the password was not changed
    const right = await child.api.call({
      method: 'POST',
      url: '/api/user/changepwd',
      payload: { password_old: child.password, password_new: 'taken-over1' },
      remoteAddress: shared,
    });
    expect(right.status).toBe(429);
    expect((await login(child, child.password, tablet())).status).toBe(200);
  });

  it('wrong logins from a tablet make account deletion from it wait as well, and the other way round', async () => {
    const child = await makeUser(t.app, t.db);
    const shared = tablet();
    for (let i = 0; i < 3; i++) expect((await login(child, 'guess1234', shared)).status).toBe(401);
    const del = await child.api.call({
      method: 'POST',
      url: '/api/user/delete',
      payload: { password: child.password },
      remoteAddress: shared,
    });
    expect(del.status).toBe(429);
    const other = await makeUser(t.app, t.db);
    const desk = tablet();
    for (let i = 0; i < 3; i++) {
      const r = await other.api.call({
        method: 'POST',
        url: '/api/user/delete',
        payload: { password: 'guess1234' },
        remoteAddress: desk,
      });
      expect(r.body.msg).toBe(PRIVACY_MSG.passwordWrong);
    }
    expect((await login(other, other.password, desk)).status).toBe(429);
    expect((await login(other, other.password, tablet())).status).toBe(200);
  });
});

describe('password reset links', () => {
  const tokenOf = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

  it('a newer link revokes the older ones; a link works once', async () => {
    const u = await makeUser(t.app, t.db, { email: 'reset-parent@example.com' });
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      later(600);
      await client(t.app).call({
        method: 'POST',
        url: '/api/user/resetpw',
        payload: { email: 'reset-parent@example.com' },
        remoteAddress: tablet(),
      });
      tokens.push(tokenOf(t.mailer.sent.at(-1)!.text));
    }
    for (const old of tokens.slice(0, 2)) {
      const r = await client(t.app).post('/api/user/resetpw/confirm', { token: old, password: 'fresh123' });
      expect(r.body).toMatchObject({ state: false, msg: MSG.resetLinkInvalid });
    }
    const ok = await client(t.app).post('/api/user/resetpw/confirm', { token: tokens[2]!, password: 'fresh123' });
    expect(ok.body).toMatchObject({ state: true, msg: MSG.resetDone });
    const again = await client(t.app).post('/api/user/resetpw/confirm', { token: tokens[2]!, password: 'other123' });
    expect(again.body).toMatchObject({ state: false, msg: MSG.resetLinkInvalid });
    expect((await login(u, 'fresh123', tablet())).status).toBe(200);
  });

  it('a link lives 60 minutes', async () => {
    await makeUser(t.app, t.db, { email: 'late-parent@example.com' });
    await client(t.app).call({
      method: 'POST',
      url: '/api/user/resetpw',
      payload: { email: 'late-parent@example.com' },
      remoteAddress: tablet(),
    });
    const token = tokenOf(t.mailer.sent.at(-1)!.text);
    const row = await t.db
      .selectFrom('password_resets')
      .select(sql<number>`extract(epoch from password_resets.expires_at - password_resets.created_at)::int`.as('life'))
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .where('users.email', '=', 'late-parent@example.com')
      .executeTakeFirstOrThrow();
    expect(Math.abs(row.life - 3600)).toBeLessThan(5);
    // an hour and a minute later
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('user_id', 'in', t.db.selectFrom('users').select('id').where('email', '=', 'late-parent@example.com'))
      .execute();
    const r = await client(t.app).post('/api/user/resetpw/confirm', { token, password: 'fresh123' });
    expect(r.body).toMatchObject({ state: false, msg: MSG.resetLinkInvalid });
  });

  it('the mailed link is on PUBLIC_URL, whatever Host the request names', async () => {
    await makeUser(t.app, t.db, { email: 'host-parent@example.com' });
    await client(t.app).call({
      method: 'POST',
      url: '/api/user/resetpw',
      payload: { email: 'host-parent@example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      remoteAddress: tablet(),
    });
    const text = t.mailer.sent.at(-1)!.text;
    expect(text).toContain('https://storycat.example.edu.tw/resetpw?token=');
    expect(text).not.toContain('evil.example');
  });
});
