import type { ChatResult } from '@storycat/contract';
import { CHAT_RESULT_LIMITS } from '@storycat/contract';
import { LOOKS_ANIMAL, LOOKS_PERSON, LOOKS_ROBOT, NICKNAMES, PERSON_WORDS, ROBOT_WORDS, TRAITS } from './lexicon.ts';
import { fitting, options, show, type Script, type ScriptState } from './script.ts';
import { beingOptions } from './title.ts';
import { clip, clipTail, cleanAnswer, cleanWords } from './words.ts';

const kind = (s: ScriptState) => s.answers.kind ?? '';

function looksOptions(k: string): string[] {
  if (ROBOT_WORDS.some((w) => k.includes(w))) return LOOKS_ROBOT;
  if (PERSON_WORDS.some((w) => k.includes(w))) return LOOKS_PERSON;
  return LOOKS_ANIMAL;
}

const NAMED = /叫做?[^\s，。！？、,.!?的是]{1,6}的?/u;

/** "叫做阿花" anywhere in the child's words names the character. */
export function nameFromWords(text: string): string | undefined {
  const m = /叫做?([^\s，。！？、,.!?的是]{1,6})/u.exec(text);
  return m?.[1];
}

function nickname(looks: string, trait: string): string {
  for (const [re, nick] of NICKNAMES) if (re.test(looks) || re.test(trait)) return nick;
  // The child's own words: the first character of what she typed, doubled, as children's nicknames are.
  const first = [...(looks || trait)].find((ch) => /\p{Script=Han}/u.test(ch));
  return first ? first + first : '';
}

/** Character mode: what the character is, how it looks, what is special → a name and features. */
export const characterScript: Script = {
  slots: [
    {
      key: 'kind',
      ask: (s) => ({ message: '你的主角是什麼呢？是動物還是人？', options: options(beingOptions(s)) }),
      // "一隻叫阿花的貓" → the kind is 貓; the name is read in compose().
      clean: (t) => clipTail(cleanAnswer(t.replace(NAMED, '')), 8) || clipTail(cleanAnswer(t), 8),
    },
    {
      key: 'looks',
      ask: (s) => ({ message: `${show(kind(s), '主角')}長什麼樣子呢？`, options: options(looksOptions(kind(s))) }),
      clean: (t) => clip(cleanWords(t).replace(/^(牠|它|他|她)?(長得|長)/u, ''), 10),
    },
    {
      key: 'trait',
      ask: (s) => ({ message: `${show(kind(s), '主角')}有什麼特別的地方？`, options: options(TRAITS) }),
      clean: (t) => clip(cleanWords(t), 10),
    },
  ],
  compose(s) {
    const [k, looks, trait] = [kind(s), s.answers.looks ?? '', s.answers.trait ?? ''];
    const core = k.length > 1 ? k.replace(/^小/u, '') : k;
    const nick = nickname(looks, trait);
    const named = nameFromWords(s.raw);
    const names = fitting(
      [named ?? '', `${nick}${core}`, `小${nick.slice(0, 1)}`, nick, k].filter(Boolean),
      CHAT_RESULT_LIMITS.characterName,
    );
    const look = looks.endsWith('的') ? `${looks}${k}` : `${looks}的${k}`;
    const [features] = fitting([`${look}，${trait}`, look, `${k}，${trait}`], CHAT_RESULT_LIMITS.characterFeatures);
    return names.map((name): ChatResult => ({ kind: 'character', name, features: features! }));
  },
  doneMessage: (r) => (r.kind === 'character' ? `主角「${r.name}」誕生了！喜歡嗎？` : ''),
};
