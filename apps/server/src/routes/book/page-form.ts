import type { PicInput } from '../../db/schema.ts';
import type { ParsedForm } from '../../plugins/form.ts';
import { field } from '../../plugins/form.ts';
import type { PageInput } from '../../services/page.service.ts';

const PIC_KEY = /^user_pic_input\[(\d*)\]\[(who|where|what)\]$/;

/**
 * Reads `user_pic_input[][who|where|what]` (PHP-style brackets, as the original client sends them, with or
 * without indexes) or a JSON array in `user_pic_input`, into a list of {who, where, what}.
 */
export function readPicInputs(form: ParsedForm): PicInput[] | undefined {
  const json = field(form, 'user_pic_input');
  if (json !== undefined) {
    try {
      const v = JSON.parse(json);
      if (Array.isArray(v))
        return v.map((i) => ({
          who: String(i?.who ?? ''),
          where: String(i?.where ?? ''),
          what: String(i?.what ?? ''),
        }));
    } catch {
      // fall through: an unparsable value is refused below as empty
    }
    return [];
  }
  const items: PicInput[] = [];
  let found = false;
  for (const [key, raw] of Object.entries(form.fields)) {
    const m = PIC_KEY.exec(key);
    if (!m) continue;
    found = true;
    const values = Array.isArray(raw) ? raw : [raw];
    values.forEach((value, n) => {
      const index = m[1] === '' ? n : Number(m[1]);
      if (index > 10) return;
      items[index] ??= { who: '', where: '', what: '' };
      items[index]![m[2] as keyof PicInput] = value;
    });
  }
  return found ? items.filter(Boolean) : undefined;
}

/** `story_pic_ai[]` repeated, or `story_pic_ai` as a JSON array. */
export function readPictureList(form: ParsedForm): string[] | undefined {
  const raw = form.fields['story_pic_ai[]'] ?? form.fields.story_pic_ai;
  if (raw === undefined) return undefined;
  const values = Array.isArray(raw) ? raw : [raw];
  if (values.length === 1 && values[0]!.startsWith('[')) {
    try {
      const v = JSON.parse(values[0]!);
      if (Array.isArray(v)) return v.map(String);
    } catch {
      return [values[0]!];
    }
  }
  return values;
}

export function readPageInput(form: ParsedForm): PageInput {
  return {
    user_input: field(form, 'user_input'),
    en_user_input: field(form, 'en_user_input'),
    user_pic_input: readPicInputs(form),
    story_pic_ai: readPictureList(form),
    user_pic_select: field(form, 'user_pic_select'),
    position_input: field(form, 'position_input'),
    ch_story_ai: field(form, 'ch_story_ai'),
  };
}
