import { TEACHER_MSG } from '@storycat/contract';
import type { SchoolRepository } from '../db/repositories/school.repository.ts';
import type { SchoolClass } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export interface Staff {
  id: string;
  role: 'teacher' | 'school_admin';
  schoolId: string;
}

/** A teacher acts on the classes she teaches, a school admin on every class of her school. */
export const mayActOnClass = (staff: Staff, c: Pick<SchoolClass, 'school_id' | 'teacher_id'>): boolean =>
  c.school_id === staff.schoolId && (staff.role === 'school_admin' || c.teacher_id === staff.id);

/**
 * Who may see whose work: the one place the teacher–pupil relation is decided. A teacher acts on the classes
 * she teaches, a school admin on every class of her school, nobody on another school's. Unknown and foreign
 * ids are answered alike (404), so ids of other schools cannot be probed. Books: services/book-access.ts.
 */
export function accessService({ schools }: { schools: SchoolRepository }) {
  async function staffOf(userId: string): Promise<Staff> {
    const row = await schools.findStaffById(userId);
    if (!row?.school_id) throw AppError.forbidden(TEACHER_MSG.teachersOnly);
    return { id: row.id, role: row.role as Staff['role'], schoolId: row.school_id };
  }

  async function classFor(staff: Staff, classId: string): Promise<SchoolClass> {
    const c = await schools.findClassById(classId);
    if (!c || !mayActOnClass(staff, c)) throw AppError.notFound(TEACHER_MSG.classNotFound);
    return c;
  }

  async function pupilFor(staff: Staff, pupilId: string) {
    const pupil = await schools.findPupilById(pupilId);
    const c = pupil?.class_id ? await schools.findClassById(pupil.class_id) : undefined;
    if (!pupil || !c || !mayActOnClass(staff, c)) throw AppError.notFound(TEACHER_MSG.pupilNotFound);
    return { pupil, class: c };
  }

  return {
    mayActOnClass,
    staffOf,
    classFor,
    pupilFor,
  };
}
export type AccessService = ReturnType<typeof accessService>;
