/** The page picture's English prompt from the child's who / where / what and the main character. */
export const PAGE_PROMPT_TASK =
  'Write one English picture prompt (under 60 words) for a picture-book page from "who", "where", "what" and the optional main character. Answer {"prompt": "..."}.';

/** The main character alone: species, looks, clothes, hair. */
export const CHARACTER_PROMPT_TASK =
  'Write a short English image prompt (about 30 words: species, appearance, clothing, hair) for this main character. Answer {"prompt": "..."}.';

/** What a character portrait always asks for after the model's words. */
export const CHARACTER_PORTRAIT_TAIL = ', full body, white background, no shadow';
