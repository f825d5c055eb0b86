import { ERR, MSG, TEACHER_LIMITS, TEACHER_MSG } from '@storycat/contract';
import type { Database } from '../../db/kysely.ts';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { AccessService } from '../access.service.ts';
import type { PointService } from '../point.service.ts';

/** Thrown inside a transaction to roll it back when a cause key was already applied. */
class AlreadyApplied extends Error {}

/**
 * The school points pool (docs/decisions/0003-school-points-pool.md). Points enter it by an admin grant and
 * leave it only as a teacher's gift to pupils: one school ledger row (debit) and one pupil ledger row per pupil
 * (credit), all in one transaction, each with a unique cause key; the pool never falls below 0.
 */
export function schoolPointsService(deps: {
  db: Database;
  schools: SchoolRepository;
  points: PointService;
  access: AccessService;
}) {
  const { db, schools, points, access } = deps;

  /** Moves the pool by delta and writes its ledger row; AlreadyApplied when the cause key was used. */
  async function movePool(
    trx: Database,
    m: { schoolId: string; delta: number; causeKey: string; reason: string; by: string | null },
  ): Promise<number> {
    const balance = await schools.addToSchoolPool(m.schoolId, m.delta, trx);
    if (balance === undefined) throw new AppError(ERR.insufficientPoints, TEACHER_MSG.schoolPoolInsufficient);
    const row = await schools.insertSchoolLedgerRow({ ...m, balanceAfter: balance }, trx);
    if (row === undefined) throw new AlreadyApplied();
    return balance;
  }

  return {
    /** Admin CLI: adds points to a school's pool once per key. */
    async grantSchool(o: { schoolId: string; amount: number; key?: string }) {
      if (!Number.isInteger(o.amount) || o.amount <= 0) throw AppError.invalid();
      const causeKey = `grant:${o.key ?? randomToken(12)}`;
      try {
        const balance = await db
          .transaction()
          .execute((trx) =>
            movePool(trx, { schoolId: o.schoolId, delta: o.amount, causeKey, reason: 'admin', by: null }),
          );
        return { applied: true, balance };
      } catch (e) {
        if (!(e instanceof AlreadyApplied)) throw e;
        return { applied: false, balance: (await schools.findSchoolById(o.schoolId))?.point ?? 0 };
      }
    },

    /** `amount` points to each chosen pupil of the class, from the school's pool. */
    async givePoints(o: { userId: string; classId: string; pupilIds: string[]; amount: number; key?: string }) {
      const staff = await access.staffOf(o.userId);
      const c = await access.classFor(staff, o.classId);
      if (!Number.isInteger(o.amount) || o.amount < 1 || o.amount > TEACHER_LIMITS.givePointsMax)
        throw AppError.invalid(TEACHER_MSG.pointsAmountInvalid);
      const ids = [...new Set(o.pupilIds)];
      if (ids.length === 0) throw AppError.invalid(TEACHER_MSG.pointsNoPupils);
      const inClass = new Set((await schools.listPupilsOfClass(c.id)).map((p) => p.id));
      if (ids.some((id) => !inClass.has(id))) throw AppError.notFound(TEACHER_MSG.pupilNotFound);
      // Keys are the browser's (a retried click) or fresh; scoped by school so schools never collide.
      const key = `give:${staff.schoolId}:${o.key ?? randomToken(12)}`;
      try {
        await db.transaction().execute(async (trx) => {
          await movePool(trx, {
            schoolId: staff.schoolId,
            delta: -o.amount * ids.length,
            causeKey: key,
            reason: 'give',
            by: staff.id,
          });
          for (const id of ids)
            await points.credit({ userId: id, amount: o.amount, causeKey: `${key}:${id}`, reason: 'teacher' }, trx);
        });
      } catch (e) {
        if (!(e instanceof AlreadyApplied)) throw e;
      }
      const pupils = (await schools.listPupilsOfClass(c.id)).filter((p) => ids.includes(p.id));
      const school = await schools.findSchoolById(staff.schoolId);
      if (!school) throw AppError.notFound(MSG.notFound);
      return { school_point: school.point, pupils: pupils.map((p) => ({ id: p.id, point: p.point })) };
    },
  };
}
export type SchoolPointsService = ReturnType<typeof schoolPointsService>;
