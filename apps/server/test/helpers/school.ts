import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/kysely.ts';
import { client } from './app.ts';

let seq = 0;

export interface FactoryTeacher {
  id: string;
  schoolId: string;
  username: string;
  api: ReturnType<typeof client>;
}

/** Logs a school account in through the real login call, from its own loopback address. */
export async function loginSchool(app: FastifyInstance, username: string, password: string) {
  const n = ++seq;
  const res = await client(app).call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password, acc_type: 'school' },
    remoteAddress: `127.2.${(n >> 8) & 255}.${n & 255}`,
  });
  if (!res.body.state) throw new Error(`school login failed: ${res.body.msg}`);
  return res.body.data as { token: string; role: string };
}

/** A school (with `point` in its pool) and a teacher of it, signed in; or a second teacher of `schoolId`. */
export async function makeTeacher(
  app: FastifyInstance,
  _db: Database,
  opts: { schoolId?: string; point?: number; admin?: boolean } = {},
): Promise<FactoryTeacher> {
  const n = ++seq;
  const { schoolAdmin, schoolPoints } = app.services;
  const schoolId = opts.schoolId ?? (await schoolAdmin.createSchool(`故事國小${process.pid}-${n}`)).id;
  if (opts.point) await schoolPoints.grantSchool({ schoolId, amount: opts.point });
  const t = await schoolAdmin.createTeacher({
    school: schoolId,
    username: `teacher${process.pid}x${n}`,
    name: `老師${n}`,
    admin: opts.admin,
  });
  const { token } = await loginSchool(app, t.username, t.password);
  return { id: t.id, schoolId, username: t.username, api: client(app, token) };
}

/** A class of the teacher with `count` pupils (passwords given), through the real calls. */
export async function makeClass(teacher: FactoryTeacher, count = 2) {
  const n = ++seq;
  const c = await teacher.api.post('/api/teacher/classes', { name: `三年${n}班` });
  if (!c.body.state) throw new Error(c.body.msg);
  const pupils: { id: string; username: string; password: string }[] = [];
  for (let i = 0; i < count; i++) {
    const username = `pupil${process.pid}x${n}x${i}`;
    const r = await teacher.api.post(`/api/teacher/classes/${c.body.data.id}/pupils`, {
      name: `學生${i}`,
      username,
      password: 'pupil123',
    });
    if (!r.body.state) throw new Error(r.body.msg);
    pupils.push({ id: r.body.data.pupil.id, username, password: 'pupil123' });
  }
  return { id: c.body.data.id as string, pupils };
}

/** The base64 body of an import call. */
export const csvBody = (bytes: Uint8Array | string) => ({
  file_base64: Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64'),
});
