import type { Database } from '../db/kysely.ts';
import { hashPassword, randomToken, sha256 } from '../lib/crypto.ts';
import type { PointService } from './point.service.ts';
import type { SchoolAdminService } from './teacher/school-admin.service.ts';
import type { SchoolPointsService } from './teacher/school-points.service.ts';

export interface SeedUser {
  username?: string;
  password: string;
  name: string;
  email: string;
  acc_type: 'personal' | 'school';
  is_trial: boolean;
  point: number;
  guide_done: boolean;
}

/** Factories behind the e2e seed routes (routes/test/seed.routes.ts, registered only with NODE_ENV=test). */
export function seedService(db: Database, points: PointService) {
  const service = {
    /** Through the ledger, like every other change of points. */
    async grant(userId: string, amount: number) {
      await points.credit({ userId, amount, causeKey: `seed:${randomToken(9)}`, reason: 'seed' });
    },

    /** A user with a live session, as if they had registered and logged in. */
    async createUser(b: SeedUser) {
      const username = b.username ?? `kid${randomToken(6).replace(/[^a-zA-Z0-9]/g, 'x')}`;
      const user = await db
        .insertInto('users')
        .values({
          username,
          password_hash: await hashPassword(b.password),
          name: b.name,
          email: b.email,
          acc_type: b.acc_type,
          is_trial: b.is_trial,
          guide_done: b.guide_done,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (b.point > 0) await service.grant(user.id, b.point);
      const token = randomToken();
      await db
        .insertInto('sessions')
        .values({ user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + 86_400_000) })
        .execute();
      return { id: user.id, username, password: b.password, token };
    },
  };
  return service;
}

/**
 * Schools for the e2e seed route: a school with a points pool and a signed-in teacher (kept apart from the
 * user factories above so other issues' seeds merge cleanly).
 */
export function schoolSeedService(deps: {
  db: Database;
  schoolAdmin: SchoolAdminService;
  schoolPoints: SchoolPointsService;
}) {
  return {
    async createSchoolWithTeacher(b: {
      school: string;
      username: string;
      password: string;
      name: string;
      point: number;
    }) {
      const school = await deps.schoolAdmin.createSchool(b.school);
      if (b.point > 0)
        await deps.schoolPoints.grantSchool({ schoolId: school.id, amount: b.point, key: `seed:${school.id}` });
      const teacher = await deps.schoolAdmin.createTeacher({
        school: school.id,
        username: b.username,
        name: b.name,
        password: b.password,
      });
      return {
        school: { id: school.id, name: school.name },
        teacher: { username: teacher.username, password: b.password },
      };
    },
  };
}
