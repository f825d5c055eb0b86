import { PASSWORD_MIN, TEACHER_LIMITS, TEACHER_MSG, type ImportResult, type LoginCard } from '@storycat/contract';
import type { Database } from '../../db/kysely.ts';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import type { SessionRepository } from '../../db/repositories/session.repository.ts';
import type { UserRepository } from '../../db/repositories/user.repository.ts';
import { isUniqueViolation } from '../../db/repositories/user.repository.ts';
import type { SchoolClass } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, readablePassword } from '../../lib/crypto.ts';
import type { AccessService, Staff } from '../access.service.ts';
import type { SafetyGuard, SafetyService } from '../safety.service.ts';
import { checkPupilRows, decodeCsv, pupilProblems, readPupilCsv, type PupilRow } from './pupil-rows.ts';

interface Deps {
  db: Database;
  schools: SchoolRepository;
  users: UserRepository;
  sessions: SessionRepository;
  /** this process's session cache forgets the pupil at once (docs/decisions/0004-session-cache.md) */
  forgetSessions: (userId: string) => void;
  access: AccessService;
  /** class and pupil names a teacher types pass it like a child's texts (they are printed and shown to pupils) */
  safety: SafetyGuard & Pick<SafetyService, 'concernCounts'>;
  /** `{PUBLIC_URL}/login?isSchool=true`, printed on the login cards */
  loginUrl: string;
}

/** Classes and pupil accounts of the teacher console. Every call starts from the caller's access check. */
export function classService({ db, schools, users, sessions, forgetSessions, access, safety, loginUrl }: Deps) {
  function className(raw: string): string {
    const name = raw.trim();
    if (!name || [...name].length > TEACHER_LIMITS.classNameMax) throw AppError.invalid(TEACHER_MSG.classNameRequired);
    return name;
  }
  const summary = (staff: Staff, c: Pick<SchoolClass, 'id' | 'name' | 'teacher_id'>, count: number) => ({
    id: c.id,
    name: c.name,
    pupil_count: count,
    mine: c.teacher_id === staff.id,
  });

  /** Hashes and inserts pupils of one class in ONE transaction: all of them or none. */
  async function createPupils(c: SchoolClass, rows: Omit<PupilRow, 'line'>[]) {
    const withPasswords = rows.map((r) => ({ ...r, password: r.password || readablePassword() }));
    const hashes = await Promise.all(withPasswords.map((r) => hashPassword(r.password, 'background')));
    try {
      const inserted = await db.transaction().execute((trx) =>
        schools.insertUsers(
          withPasswords.map((r, i) => ({
            username: r.username,
            password_hash: hashes[i]!,
            name: r.name,
            email: '',
            acc_type: 'school' as const,
            school_id: c.school_id,
            class_id: c.id,
          })),
          trx,
        ),
      );
      return inserted.map((u, i) => ({
        id: u.id,
        name: u.name,
        username: u.username,
        password: withPasswords[i]!.password,
      }));
    } catch (e) {
      // A username taken between the check and the insert: nothing was created.
      if (isUniqueViolation(e)) throw AppError.conflict(TEACHER_MSG.usernameTaken);
      throw e;
    }
  }

  return {
    /** The console's header: who is signed in, the school and its points pool. */
    async me(userId: string) {
      const staff = await access.staffOf(userId);
      const [row, school] = await Promise.all([users.findUserById(userId), schools.findSchoolById(staff.schoolId)]);
      if (!row || !school) throw AppError.forbidden(TEACHER_MSG.teachersOnly);
      return {
        username: row.username,
        name: row.name,
        role: staff.role,
        school: { id: school.id, name: school.name, point: school.point },
      };
    },

    async listClasses(userId: string) {
      const staff = await access.staffOf(userId);
      const rows = await schools.listClassesOfSchool(staff.schoolId, staff.role === 'school_admin' ? null : staff.id);
      const concerns = await safety.concernCounts(rows.map((r) => r.id));
      return rows.map((r) => ({ ...summary(staff, r, Number(r.pupil_count)), concerns: concerns.get(r.id) ?? 0 }));
    },

    async createClass(o: { userId: string; name: string }) {
      const staff = await access.staffOf(o.userId);
      const name = className(o.name);
      await safety.guard(staff.id, { 'teacher.class': name });
      const c = await schools.insertClass({ schoolId: staff.schoolId, teacherId: staff.id, name });
      if (!c) throw AppError.conflict(TEACHER_MSG.classNameTaken);
      return summary(staff, c, 0);
    },

    async renameClass(o: { userId: string; classId: string; name: string }) {
      const staff = await access.staffOf(o.userId);
      await access.classFor(staff, o.classId);
      const name = className(o.name);
      await safety.guard(staff.id, { 'teacher.class': name });
      const c = await schools.renameClass(o.classId, name);
      if (c === 'taken') throw AppError.conflict(TEACHER_MSG.classNameTaken);
      if (!c) throw AppError.notFound(TEACHER_MSG.classNotFound);
      return summary(staff, c, (await schools.listPupilsOfClass(c.id)).length);
    },

    async addPupil(o: { userId: string; classId: string; name: string; username: string; password: string }) {
      const c = await access.classFor(await access.staffOf(o.userId), o.classId);
      const row = { name: o.name.trim(), username: o.username.trim(), password: o.password };
      const problems = pupilProblems(row);
      if (problems.length) throw AppError.invalid(`${problems.join('；')}！`);
      await safety.guard(o.userId, { 'teacher.pupil': row.name });
      if (await users.findUserByUsername(row.username)) throw AppError.conflict(`${TEACHER_MSG.usernameTaken}！`);
      const [card] = await createPupils(c, [row]);
      return {
        pupil: { id: card!.id },
        card: { name: card!.name, username: card!.username, password: card!.password },
      };
    },

    /** Good rows are created together in one transaction; each bad row is reported with its reasons. */
    async importPupils(o: { userId: string; classId: string; bytes: Uint8Array }): Promise<ImportResult> {
      const c = await access.classFor(await access.staffOf(o.userId), o.classId);
      const decoded = decodeCsv(o.bytes);
      if (!decoded) throw AppError.invalid(TEACHER_MSG.csvNotCsv);
      const reading = readPupilCsv(decoded.text);
      if (!reading.ok) throw AppError.invalid(reading.msg);
      const taken = await schools.listTakenUsernames(reading.rows.map((r) => r.username).filter(Boolean));
      const { good, bad } = checkPupilRows(reading, taken);
      // one unsafe name refuses the file: nothing is created until it is fixed
      await safety.guard(o.userId, { 'teacher.pupil': good.map((r) => r.name) });
      const created = await createPupils(c, good);
      return {
        encoding: decoded.encoding,
        created,
        errors: bad.map((b) => ({ line: b.line, name: b.name, username: b.username, reasons: b.reasons })),
      };
    },

    /** Sets (or generates) a pupil's password and signs the pupil out everywhere. */
    async setPupilPassword(o: { userId: string; pupilId: string; password: string }): Promise<LoginCard> {
      const { pupil } = await access.pupilFor(await access.staffOf(o.userId), o.pupilId);
      if (o.password && o.password.length < PASSWORD_MIN) throw AppError.invalid(TEACHER_MSG.passwordShortField);
      const password = o.password || readablePassword();
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await users.updateUser(pupil.id, { password_hash: hash }, trx);
        await sessions.revokeOtherSessions(pupil.id, null, trx);
      });
      forgetSessions(pupil.id);
      return { name: pupil.name, username: pupil.username, password };
    },

    /**
     * Login cards for passwords the browser got back from a create, import or password call moments ago (they
     * are stored hashed, so only the browser has them). Only pupils of this class are printed, with their
     * names as stored.
     */
    async printCards(o: { userId: string; classId: string; cards: LoginCard[] }) {
      const c = await access.classFor(await access.staffOf(o.userId), o.classId);
      const pupils = new Map((await schools.listPupilsOfClass(c.id)).map((p) => [p.username.toLowerCase(), p]));
      const cards = o.cards.flatMap((card) => {
        const p = pupils.get(card.username.toLowerCase());
        return p ? [{ name: p.name, username: p.username, password: card.password }] : [];
      });
      if (cards.length === 0) throw AppError.invalid(TEACHER_MSG.cardsNone);
      const school = await schools.findSchoolById(c.school_id);
      // pdfkit loads with the first cards, not with every server start (cold start)
      const { renderLoginCards } = await import('../../pdf/login-cards.ts');
      return renderLoginCards({ schoolName: school?.name ?? '', className: c.name, loginUrl, cards });
    },
  };
}
export type ClassService = ReturnType<typeof classService>;
