/** Keys of the teacher console's queries; a change to a class or pupil invalidates teacherKeys.all. */
export const teacherKeys = {
  all: ['teacher'] as const,
  /** GET /api/teacher/me */
  me: () => [...teacherKeys.all, 'me'] as const,
  /** GET /api/teacher/classes */
  classes: () => [...teacherKeys.all, 'classes'] as const,
  /** GET /api/teacher/classes/:id */
  class: (classId: string) => [...teacherKeys.all, 'class', classId] as const,
  /** GET /api/teacher/classes/:id/concerns */
  concerns: (classId: string) => [...teacherKeys.all, 'concerns', classId] as const,
  /** GET /api/teacher/pupils/:id/books */
  pupilBooks: (pupilId: string) => [...teacherKeys.all, 'pupil-books', pupilId] as const,
  /** GET /api/teacher/pupils/:id/books/:bookId */
  pupilBook: (pupilId: string, bookId: string) => [...teacherKeys.all, 'pupil-book', pupilId, bookId] as const,
};
