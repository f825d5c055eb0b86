import type { ChatResult } from '@storycat/contract';
import { CHAT_RESULT_LIMITS, STORY_TEXT_MIN } from '@storycat/contract';
import { ENDINGS, PROBLEMS, SOLUTIONS, PLACES } from './lexicon.ts';
import { fitting, options, show, type Script, type ScriptState } from './script.ts';
import { beingOptions, placeOptions } from './title.ts';
import { clip, clipTail, cleanAnswer, cleanPlace, cleanWords } from './words.ts';

const who = (s: ScriptState) => s.answers.who ?? '';
const phrase = (t: string) => clip(cleanWords(t), 10);

/** Default mode (five turns): a story idea from who, where, a problem, a way out and an ending. */
export const ideaScript: Script = {
  slots: [
    {
      key: 'who',
      ask: (s) => ({ message: '我們一起想個故事吧！主角是誰呢？', options: options(beingOptions(s)) }),
      clean: (t) => clipTail(cleanAnswer(t), 6),
    },
    {
      key: 'where',
      ask: (s) => ({ message: `${show(who(s), '主角')}在哪裡呢？`, options: options(placeOptions(s, who(s))) }),
      clean: (t) => clip(cleanPlace(t, PLACES), 5),
    },
    {
      key: 'problem',
      ask: (s) => ({ message: `${show(who(s), '主角')}遇到什麼麻煩呢？`, options: options(PROBLEMS) }),
      clean: phrase,
    },
    {
      key: 'solution',
      ask: (s) => ({ message: `${show(who(s), '主角')}要怎麼辦呢？`, options: options(SOLUTIONS) }),
      clean: phrase,
    },
    {
      key: 'ending',
      ask: () => ({ message: '最後怎麼樣了呢？', options: options(ENDINGS) }),
      clean: phrase,
    },
  ],
  compose(s) {
    const { where = '', problem = '', solution = '', ending = '' } = s.answers;
    const a = who(s);
    const ideas = fitting(
      [
        `${a}在${where}${problem}，${solution}，最後${ending}。`,
        `${a}${problem}，${solution}，最後${ending}。`,
        `${a}在${where}${problem}，最後${ending}。`,
        `${a}${problem}，最後${ending}。`,
      ],
      CHAT_RESULT_LIMITS.idea,
      STORY_TEXT_MIN,
    );
    return ideas.map((idea): ChatResult => ({ kind: 'idea', idea }));
  },
  doneMessage: () => '故事點子想好了！可以照著寫寫看喔！',
};
