import type { CharacterSpec } from './understand.ts';
import { understand } from './understand.ts';

/**
 * What the built-in illustrator will draw for a page, in words the child reads in the prompt:
 * 【會畫出】地點：夜市（晚上）；角色：小貓、我；東西：雞排、珍珠奶茶. A thing it does not know is not listed, because it is
 * not drawn.
 */
/** How a thing stands to the figure, in the child's words. */
const WHERE: Partial<Record<string, string>> = { on: '上面', under: '下面', in: '裡面', behind: '後面' };

export function describeDrawing(prompt: string, character?: CharacterSpec): string {
  const plan = understand(prompt, character);
  const when = [
    plan.night && !plan.scene.indoor ? '晚上' : '',
    plan.rain ? (plan.scene.indoor ? '窗外下雨' : '下雨') : '',
    plan.snow ? (plan.scene.indoor ? '窗外下雪' : '下雪') : '',
    // the air of the place (decision 0033)
    plan.air?.wet ? '雨後' : '',
    plan.air?.fog ? '起霧' : '',
    plan.air?.wind ? '颳風' : '',
    plan.air?.low === 'dawn' ? '日出' : plan.air?.low === 'dusk' ? '黃昏' : '',
  ]
    .filter(Boolean)
    .join('、');
  const place = `${plan.scene.name ?? ''}${when ? `（${when}）` : ''}`;
  const seen = new Set<string>();
  const list = (figures: boolean) =>
    (plan.things ?? [])
      // (a group word, 全家, names its three members once)
      .filter((t) => t.figure === figures && !seen.has(t.icon) && !seen.has(t.word) && seen.add(t.icon).add(t.word))
      .map((t) => {
        const word = t.count > 1 && !t.word.endsWith('們') ? `${t.word}×${Math.min(5, t.count)}` : t.word;
        // where it is drawn and how big, when the child wrote it (桌子（下面）, 鯨魚（很大）)
        const notes = [
          t.explicit && t.relation in WHERE ? WHERE[t.relation]! : '',
          t.tall ? '很高' : t.size && t.size > 1 && !/^大/.test(t.word) ? '很大' : '',
          t.size && t.size < 1 && !/^小/.test(t.word) ? '很小' : '',
        ].filter(Boolean);
        return notes.length ? `${word}（${notes.join('、')}）` : word;
      });
  const who = list(true);
  if (plan.figure.isMainCharacter && character?.name.trim() && !who.includes(character.name.trim()))
    who.unshift(character.name.trim());
  const things = list(false);
  const parts = [
    `地點：${place}`,
    who.length ? `角色：${who.join('、')}` : '',
    things.length ? `東西：${things.join('、')}` : '',
  ];
  // Short enough that the prompt stays well inside the picture prompt's limit whatever the child wrote.
  return `【會畫出】${parts.filter(Boolean).join('；')}`.slice(0, 160);
}
