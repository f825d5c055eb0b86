import { TEACHER_MSG, USERNAME_MIN, teacherMsg } from '@storycat/contract';
import type { SchoolRepository } from '../../db/repositories/school.repository.ts';
import type { UserRepository } from '../../db/repositories/user.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, readablePassword } from '../../lib/crypto.ts';

/** Setting up schools and their staff (admin CLI and the e2e seed). */
export function schoolAdminService({ schools, users }: { schools: SchoolRepository; users: UserRepository }) {
  async function schoolNamed(nameOrId: string) {
    const s = /^[0-9a-f-]{36}$/i.test(nameOrId)
      ? await schools.findSchoolById(nameOrId)
      : await schools.findSchoolByName(nameOrId);
    if (!s) throw AppError.notFound(teacherMsg(TEACHER_MSG.schoolNotFound, { name: nameOrId }));
    return s;
  }

  return {
    schoolNamed,
    async createSchool(name: string) {
      const trimmed = name.trim();
      if (!trimmed) throw AppError.invalid(TEACHER_MSG.schoolNameRequired);
      const s = await schools.insertSchool(trimmed);
      if (!s) throw AppError.conflict(TEACHER_MSG.schoolNameTaken);
      return s;
    },
    /** A teacher (or school admin) account; the generated password is returned once and stored hashed. */
    async createTeacher(o: { school: string; username: string; name: string; admin?: boolean; password?: string }) {
      const school = await schoolNamed(o.school);
      const username = o.username.trim();
      if (username.length < USERNAME_MIN) throw AppError.invalid(TEACHER_MSG.usernameShort);
      const password = o.password || readablePassword(10);
      const user = await users.insertUser({
        username,
        password_hash: await hashPassword(password, 'background'),
        name: o.name.trim() || username,
        email: '',
        acc_type: 'school',
        role: o.admin ? 'school_admin' : 'teacher',
        school_id: school.id,
      });
      if (!user) throw AppError.conflict(TEACHER_MSG.usernameTaken);
      return { id: user.id, username, password, role: user.role, school: school.name };
    },
  };
}
export type SchoolAdminService = ReturnType<typeof schoolAdminService>;
