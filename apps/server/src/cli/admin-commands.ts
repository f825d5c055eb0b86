import { parseArgs } from 'node:util';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken } from '../lib/crypto.ts';
import type { Services } from '../services/index.ts';
import { endOfTaiwanDay, startOfTaiwanDay } from '../services/bonus.ts';

export const USAGE = `故事貓 admin tool — npm run admin -- <command> [options]

Plans
  plans                                          list plans
  plan:create --name 小作家方案 --price 290 --point 300
  plan:retire --id 3        plan:restore --id 3    hide / show a plan on /point

Bonus event (a child joins on first view; her window is joined_at + minutes)
  events                                         list events
  event:create --name 寒假加碼 --begin 2026-12-20 --end 2027-01-10 --minutes 60 --bonus 1:10,2:30
      --begin/--end are Taiwan dates (--end runs to 23:59:59 of that day); --bonus is planId:points,…

Redeem codes (typed on /redeem; letters, digits, - and _; any case)
  codes                                          list codes
  code:create --point 10 [--code WINTER-2026 | --count 20] [--per-user] [--expires 2026-12-31] [--note 班級]
      without --per-user a code can be used once in all; with it, once by each child

Points (always through the ledger; one row per --key, so a repeated command never grants twice)
  points:grant --user <username> --point 20 [--key <unique key>] [--reason admin]
  points:history --user <username>

Schools (teachers log in at /login?isSchool=true and land on /teacher)
  school:create --name 臺北市立故事國小
  teacher:create --school 臺北市立故事國小 --user wangteacher --name 王老師 [--admin]
      prints the generated password once (stored hashed); --admin makes a school admin (sees every class)
  school:grant --school 臺北市立故事國小 --point 500 [--key <unique key>]
      adds points to the school's pool (its own ledger; one row per --key)

With the embedded database stop the server first (one process owns DATA_DIR); with DATABASE_URL it can run.
`;

const options = {
  name: { type: 'string' },
  price: { type: 'string' },
  point: { type: 'string' },
  id: { type: 'string' },
  begin: { type: 'string' },
  end: { type: 'string' },
  minutes: { type: 'string' },
  bonus: { type: 'string' },
  code: { type: 'string' },
  count: { type: 'string' },
  'per-user': { type: 'boolean' },
  expires: { type: 'string' },
  note: { type: 'string' },
  user: { type: 'string' },
  key: { type: 'string' },
  reason: { type: 'string' },
  school: { type: 'string' },
  admin: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

export class UsageError extends Error {}

function int(v: string | undefined, name: string): number {
  if (!v || !/^\d+$/.test(v) || Number(v) <= 0) throw new UsageError(`--${name} must be a positive whole number`);
  return Number(v);
}
function text(v: string | undefined, name: string): string {
  if (!v?.trim()) throw new UsageError(`--${name} is required`);
  return v.trim();
}
function taiwanDate(v: string | undefined, name: string): Date {
  // YYYY-MM-DD or YYYY-MM-DDTHH:mm, read as Taiwan time
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(v ?? '');
  const d = m ? new Date(`${m[1]}T${m[2] ?? '00:00'}:00+08:00`) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw new UsageError(`--${name} must be a date like 2026-12-31`);
  return d;
}

/** Runs one admin command; `print` receives each output line. */
export async function runAdmin(
  argv: string[],
  deps: { services: Services; users: UserRepository; print: (line: string) => void },
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values: v, positionals } = parsed;
  const command = positionals[0];
  if (!command || command === 'help' || v.help) return deps.print(USAGE);
  const handler = COMMANDS[command];
  if (!handler) throw new UsageError(`unknown command "${command}"`);
  try {
    await handler(v, deps);
  } catch (e) {
    if (e instanceof AppError) throw new UsageError(e.message);
    throw e;
  }
}

type Handler = (v: Values, d: Parameters<typeof runAdmin>[1]) => Promise<void>;
const json = (x: unknown) => JSON.stringify(x);

const COMMANDS: Record<string, Handler> = {
  async 'school:create'(v, { services, print }) {
    const s = await services.schoolAdmin.createSchool(text(v.name, 'name'));
    print(`created school ${json({ id: s.id, name: s.name })}`);
  },
  async 'teacher:create'(v, { services, print }) {
    const t = await services.schoolAdmin.createTeacher({
      school: text(v.school, 'school'),
      username: text(v.user, 'user'),
      name: v.name?.trim() ?? '',
      admin: v.admin === true,
    });
    print(`created ${t.role} ${t.username} at ${t.school}`);
    print(`password (shown once): ${t.password}`);
  },
  async 'school:grant'(v, { services, print }) {
    const school = await services.schoolAdmin.schoolNamed(text(v.school, 'school'));
    const r = await services.schoolPoints.grantSchool({
      schoolId: school.id,
      amount: int(v.point, 'point'),
      key: v.key,
    });
    print(r.applied ? `granted; ${school.name} pool: ${r.balance}` : `key already used; pool unchanged: ${r.balance}`);
  },
  async plans(_v, { services, print }) {
    for (const p of await services.plans.listPlans(null)) print(json(p));
  },
  async 'plan:create'(v, { services, print }) {
    const plan = await services.plans.createPlan({
      name: text(v.name, 'name'),
      price: int(v.price, 'price'),
      point: int(v.point, 'point'),
    });
    print(`created plan ${json(plan)}`);
  },
  async 'plan:retire'(v, { services, print }) {
    if (!(await services.plans.setPlanActive(int(v.id, 'id'), false))) throw new UsageError('no such plan');
    print(`plan ${v.id} retired`);
  },
  async 'plan:restore'(v, { services, print }) {
    if (!(await services.plans.setPlanActive(int(v.id, 'id'), true))) throw new UsageError('no such plan');
    print(`plan ${v.id} restored`);
  },
  async events(_v, { services, print }) {
    for (const e of await services.plans.listEvents()) print(json(e));
  },
  async 'event:create'(v, { services, print }) {
    const bonuses = text(v.bonus, 'bonus')
      .split(',')
      .map((pair) => {
        const [plan, points] = pair.split(':');
        return { planId: int(plan, 'bonus plan id'), bonusPoint: int(points, 'bonus points') };
      });
    const event = await services.plans.createEvent({
      name: text(v.name, 'name'),
      beginAt: v.begin?.includes('T') ? taiwanDate(v.begin, 'begin') : startOfTaiwanDay(taiwanDate(v.begin, 'begin')),
      endAt: endOfTaiwanDay(taiwanDate(v.end, 'end')),
      minutes: int(v.minutes, 'minutes'),
      bonuses,
    });
    print(`created event ${json(event)}`);
  },
  async codes(_v, { services, print }) {
    for (const c of await services.promotions.listCodes()) print(json(c));
  },
  async 'code:create'(v, { services, print }) {
    const codes = await services.promotions.createCodes({
      point: int(v.point, 'point'),
      kind: v['per-user'] ? 'once_per_user' : 'single_use',
      expiresAt: v.expires ? endOfTaiwanDay(taiwanDate(v.expires, 'expires')) : null,
      code: v.code,
      count: v.count ? Math.min(int(v.count, 'count'), 1000) : 1,
      note: v.note,
    });
    for (const c of codes)
      print(
        `${c.code}\t${c.point} points\t${c.kind}\t${c.expires_at ? new Date(c.expires_at as unknown as Date).toISOString() : 'no expiry'}`,
      );
  },
  async 'points:grant'(v, { services, users, print }) {
    const user = await users.findUserByUsername(text(v.user, 'user'));
    if (!user) throw new UsageError(`no user "${v.user}"`);
    const key = v.key?.trim() || randomToken(9);
    const r = await services.points.credit({
      userId: user.id,
      amount: int(v.point, 'point'),
      causeKey: `admin:${key}`,
      reason: v.reason?.trim() || 'admin',
    });
    print(
      r.applied
        ? `granted ${v.point} points to ${user.username}; balance ${r.balance}`
        : `key "${key}" was used before: nothing granted; balance ${r.balance}`,
    );
  },
  async 'points:history'(v, { services, users, print }) {
    const user = await users.findUserByUsername(text(v.user, 'user'));
    if (!user) throw new UsageError(`no user "${v.user}"`);
    for (const r of await services.points.history(user.id)) print(json(r));
  },
};
