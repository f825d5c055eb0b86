import type { ChatResult } from '@storycat/contract';
import { CHAT_RESULT_LIMITS } from '@storycat/contract';
import { BEING_PLACES, BEINGS, EVENTS, PLACE_EVENTS, PLACES } from './lexicon.ts';
import { fitting, options, show, type Script, type ScriptState } from './script.ts';
import { clip, clipTail, cleanAnswer, cleanPlace, dropMeasures, wordsIn } from './words.ts';

/** Beings and places the book already mentions (title, character, earlier pages) come first. */
export function bookText(s: ScriptState): string {
  const c = s.context;
  return [c.title, c.character?.name, c.character?.features, ...(c.pages ?? [])].filter(Boolean).join('，');
}

export function beingOptions(s: ScriptState): string[] {
  return [s.context.character?.name ?? '', ...wordsIn(bookText(s), BEINGS), ...BEINGS];
}

export function placeOptions(s: ScriptState, who: string): string[] {
  const likely = Object.entries(BEING_PLACES)
    .filter(([being]) => who && (who.includes(being) || being.includes(who)))
    .flatMap(([, places]) => places);
  return [...wordsIn(bookText(s), PLACES), ...likely, ...PLACES];
}

function eventOptions(where: string): string[] {
  const atPlace = Object.entries(PLACE_EVENTS)
    .filter(([place]) => where.includes(place))
    .flatMap(([, events]) => events);
  return [...atPlace, ...EVENTS];
}

const who = (s: ScriptState) => s.answers.who ?? '';
const where = (s: ScriptState) => s.answers.where ?? '';

/** Title mode: who the story is about, where, what happens → a title composed from those three answers. */
export const titleScript: Script = {
  slots: [
    {
      key: 'who',
      ask: (s) => {
        const name = s.context.character?.name;
        return {
          message: name ? `故事的主角是${show(name, '')}嗎？還是別人呢？` : '故事的主角是誰呢？',
          options: options(beingOptions(s)),
        };
      },
      clean: (t) => clipTail(cleanAnswer(t), 6),
    },
    {
      key: 'where',
      ask: (s) => ({ message: `${show(who(s), '主角')}在哪裡呢？`, options: options(placeOptions(s, who(s))) }),
      clean: (t) => clip(cleanPlace(t, PLACES), 5),
    },
    {
      key: 'what',
      ask: (s) => ({
        message: `${show(who(s), '主角')}在${show(where(s), '那裡')}發生什麼事呢？`,
        options: options(eventOptions(where(s))),
      }),
      clean: (t) => clip(dropMeasures(cleanAnswer(t)), 8).replace(/的$/u, ''),
    },
  ],
  compose(s) {
    const [a, b, c] = [who(s), where(s), s.answers.what ?? ''];
    // A tapped event is a noun that ends a title well; typed words are usually a small sentence.
    const nounish = [`${a}的${b}${c}`, `${a}的${c}`, `${b}${c}`, `${a}去${b}`];
    const sentence = [`${a}${c}`, `${a}在${b}${c}`, `${b}${c}`, `${a}的${b}${c}`];
    const titles = fitting(s.typed.has('what') ? sentence : nounish, CHAT_RESULT_LIMITS.title);
    return titles.map((title): ChatResult => ({ kind: 'title', title }));
  },
  doneMessage: (r) => (r.kind === 'title' ? `書名想好了：「${r.title}」！喜歡嗎？` : ''),
};
