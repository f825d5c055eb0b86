import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, UsageError } from '../src/cli/admin-commands.ts';
import { userRepository } from '../src/db/repositories/user.repository.ts';
import { makeTestApp, type TestApp } from './helpers/app.ts';
import { loginSchool } from './helpers/school.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function admin(...argv: string[]) {
  const lines: string[] = [];
  await runAdmin(argv, { services: t.app.services, users: userRepository(t.db), print: (l) => lines.push(l) });
  return lines;
}

describe('admin tool: schools', () => {
  it('creates a school and a teacher who logs in with the printed password and lands in her school', async () => {
    expect((await admin('school:create', '--name', '臺北市立故事國小'))[0]).toMatch(/created school/);
    await expect(admin('school:create', '--name', '臺北市立故事國小')).rejects.toThrow(UsageError);
    const out = await admin(
      'teacher:create',
      '--school',
      '臺北市立故事國小',
      '--user',
      'wangteacher',
      '--name',
      '王老師',
    );
    const password = /password \(shown once\): (\S+)/.exec(out[1]!)![1]!;
    const login = await loginSchool(t.app, 'wangteacher', password);
    expect(login.role).toBe('teacher');
    const me = await t.app.inject({ url: '/api/teacher/me', headers: { authorization: `Bearer ${login.token}` } });
    expect(me.json().data).toMatchObject({
      name: '王老師',
      role: 'teacher',
      school: { name: '臺北市立故事國小', point: 0 },
    });
    await expect(admin('teacher:create', '--school', '沒有這間國小', '--user', 'someone01')).rejects.toThrow(
      /找不到學校/,
    );
  });

  it('grants the school pool through its ledger, once per key', async () => {
    await admin('school:create', '--name', '新竹縣立繪本國小');
    expect((await admin('school:grant', '--school', '新竹縣立繪本國小', '--point', '300', '--key', 'po-1'))[0]).toMatch(
      /pool: 300/,
    );
    expect((await admin('school:grant', '--school', '新竹縣立繪本國小', '--point', '300', '--key', 'po-1'))[0]).toMatch(
      /unchanged: 300/,
    );
    const rows = await t.db
      .selectFrom('school_point_ledger')
      .selectAll()
      .where('cause_key', '=', 'grant:po-1')
      .execute();
    expect(rows.map((r) => [r.delta, r.balance_after])).toEqual([[300, 300]]);
  });
});
