/** Keys of the report screen's queries. */
export const reportKeys = {
  all: (bookId: string) => ['report', bookId] as const,
  /** GET /api/report/story-basic */
  storyBasic: (bookId: string) => [...reportKeys.all(bookId), 'story-basic'] as const,
  /** the saved report and its PDF state (GET /api/book/info) */
  saved: (bookId: string) => [...reportKeys.all(bookId), 'saved'] as const,
};
