import type { PageSlot } from './navigation.ts';

interface ReadViewLike {
  book_content: readonly {
    step: number;
    pages: readonly { page: string; user_input: string; en_user_input: string; user_pic_select: string }[];
  }[];
}

/** The book read view's pages (labelled `page_N`) as navigation slots. */
export function slotsOf(view: ReadViewLike): PageSlot[] {
  return view.book_content.flatMap((s) =>
    s.pages.flatMap((p) => {
      const m = /^page_(\d+)$/.exec(p.page);
      if (!m) return [];
      return [
        { step: s.step, page: Number(m[1]), hasContent: Boolean(p.user_input || p.en_user_input || p.user_pic_select) },
      ];
    }),
  );
}
