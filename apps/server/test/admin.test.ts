import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, UsageError } from '../src/cli/admin-commands.ts';
import { userRepository } from '../src/db/repositories/user.repository.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { ledgerRows, makeUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

async function admin(...argv: string[]) {
  const lines: string[] = [];
  await runAdmin(argv, { services: t.app.services, users: userRepository(t.db), print: (l) => lines.push(l) });
  return lines;
}

describe('admin tool', () => {
  it('grants points through the ledger, once per key', async () => {
    const u = await makeUser(t.app, t.db);
    expect((await admin('points:grant', '--user', u.username, '--point', '20', '--key', 'school-7'))[0]).toMatch(
      /balance 20/,
    );
    expect((await admin('points:grant', '--user', u.username, '--point', '20', '--key', 'school-7'))[0]).toMatch(
      /nothing granted/,
    );
    const rows = await ledgerRows(t.db, u.id);
    expect(rows.map((r) => [r.cause_key, r.delta, r.balance_after])).toEqual([['admin:school-7', 20, 20]]);
  });

  it('creates a plan, an event with bonuses, and codes a child can redeem', async () => {
    const plan = JSON.parse(
      (await admin('plan:create', '--name', '班級方案', '--price', '2000', '--point', '2500'))[0]!.replace(
        'created plan ',
        '',
      ),
    );
    expect(plan).toMatchObject({ name: '班級方案', price: 2000, point: 2500 });
    const ev = await admin(
      'event:create',
      '--name',
      '寒假加碼',
      '--begin',
      '2026-01-01',
      '--end',
      '2099-01-10',
      '--minutes',
      '30',
      '--bonus',
      `${plan.id}:250`,
    );
    expect(ev[0]).toContain('寒假加碼');
    expect(ev[0]).toContain('2099-01-10T15:59:59.999Z');
    const [line] = await admin('code:create', '--point', '15', '--code', 'winter-2026', '--per-user');
    expect(line).toMatch(/^WINTER-2026\t15 points\tonce_per_user/);
    const u = await makeUser(t.app, t.db);
    const r = await u.api.form('/api/user/promotionCode', { promotion_code: 'Winter-2026' });
    expect(r.body.data[0].point).toBe(15);
  });

  it('explains bad input', async () => {
    await expect(admin('plan:create', '--name', 'x', '--price', '-1', '--point', '5')).rejects.toThrow(UsageError);
    await expect(admin('points:grant', '--user', 'nobody-here', '--point', '5')).rejects.toThrow('no user');
    await expect(admin('launch')).rejects.toThrow('unknown command');
    expect((await admin())[0]).toContain('npm run admin');
  });
});
