import type { ChatResult } from '@storycat/contract';
import { CHAT_RESULT_LIMITS, STORY_TEXT_MIN } from '@storycat/contract';
import { BEINGS, FEELINGS, PLACES, STORY_BEGINNINGS, STORY_ENDINGS, STORY_MIDDLES } from './lexicon.ts';
import { fitting, options, show, type Script, type ScriptState } from './script.ts';
import { bookText } from './title.ts';
import { clip, cleanPlace, cleanWords, wordsIn } from './words.ts';

/** The main character's name: the character record, else a being the book mentions, else 主角. */
export function heroName(s: ScriptState): string {
  return clip(s.context.character?.name || wordsIn(bookText(s), BEINGS)[0] || '主角', 8);
}

function eventOptions(s: ScriptState): string[] {
  const pages = s.context.pages ?? [];
  const hero = heroName(s);
  // Someone met on an earlier page can come back.
  const friend = wordsIn(pages.join('，'), BEINGS).find((b) => !hero.includes(b));
  const again = friend ? [`又遇見了${friend}`, `和${friend}一起玩`] : [];
  if (s.page <= 1 && pages.length === 0) return [...STORY_BEGINNINGS, ...STORY_MIDDLES];
  if (s.page >= 4 || pages.length >= 3) return [...again, ...STORY_ENDINGS.slice(0, 3), ...STORY_MIDDLES];
  return [...again, ...STORY_MIDDLES, ...STORY_BEGINNINGS];
}

function placeOptions(s: ScriptState): string[] {
  // The place of the latest earlier page first: the story usually goes on where it was.
  const earlier = [...(s.context.pages ?? [])].reverse().flatMap((p) => wordsIn(p, PLACES));
  return [...earlier, ...wordsIn(s.context.title ?? '', PLACES), ...PLACES];
}

/** The hero's name or a pronoun at the start of a typed event is already said by the sentence. */
function cleanEvent(text: string, hero: string): string {
  return cleanWords(text).replace(new RegExp(`^(${escape(hero)}|他們|她們|他|她|牠|它)`, 'u'), '');
}
/** The place inside a typed event: a known place, or the words after 在/到/去 ("在海邊撿到瓶子" → 海邊). */
function saidPlace(what: string): string {
  const known = wordsIn(what, PLACES)[0];
  if (known) return known;
  const m =
    /[在到去]([^\s，。！？]{1,4}?)(裡面|裡|上|旁邊|邊)?(撿|找|玩|看|遇|發現|跑|走|吃|睡|游|飛|跳|唱|畫|哭|笑|迷)/u.exec(
      what,
    );
  return m ? m[1]! + (m[2] === '邊' ? '邊' : '') : '';
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Story mode: what happens on this page, where, how the hero feels → a page of at most 30 characters. */
export const storyScript: Script = {
  slots: [
    {
      key: 'what',
      ask: (s) => ({
        message:
          s.page <= 1 && !s.context.pages?.length
            ? `第${s.page}頁，${heroName(s)}遇到什麼事呢？`
            : `第${s.page}頁，接下來${heroName(s)}怎麼了？`,
        options: options(eventOptions(s)),
      }),
      clean: (t) => clip(cleanWords(t), 14),
    },
    {
      key: 'where',
      ask: (s) => {
        // The child may already have said where ("在海邊撿到瓶子"): ask to confirm it rather than again.
        const said = saidPlace(s.answers.what ?? '');
        return said
          ? { message: `是在${show(said, '')}嗎？還是別的地方？`, options: options([said, ...placeOptions(s)]) }
          : { message: '這件事發生在哪裡呢？', options: options(placeOptions(s)) };
      },
      clean: (t) => clip(cleanPlace(t, PLACES), 6),
    },
    {
      key: 'feeling',
      ask: (s) => ({ message: `${show(heroName(s), '主角')}覺得怎麼樣呢？`, options: options(FEELINGS) }),
      clean: (t) => clip(cleanWords(t), 10),
    },
  ],
  compose(s) {
    const hero = heroName(s);
    const what = cleanEvent(s.answers.what ?? '', hero);
    const [where, feeling] = [s.answers.where ?? '', s.answers.feeling ?? ''];
    // An event that already says where it happens needs no second place.
    const candidates = saidPlace(what)
      ? [`${hero}${what}，${feeling}。`, `${hero}${what}！`, `${hero}${what}。`]
      : [
          `${hero}在${where}${what}，${feeling}。`,
          `在${where}，${hero}${what}！`,
          `${hero}${what}，${feeling}。`,
          `${hero}在${where}${what}。`,
        ];
    const stories = fitting(candidates, CHAT_RESULT_LIMITS.story, STORY_TEXT_MIN);
    return stories.map((story): ChatResult => ({ kind: 'story', story }));
  },
  doneMessage: (_r, s) => `第${s.page}頁的故事寫好了！喜歡嗎？`,
};
