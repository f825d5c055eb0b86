/** Chinese → simple English for a child; the book's names stay names (pinyin). */
export const TRANSLATE_TASK =
  'Translate the Chinese sentence in "text" into simple English for a child. The words in "names" ' +
  'are names of the book: write them in pinyin, never translate them. Answer {"english": "..."}.';
