import type { CharacterSpec } from './understand.ts';
import { understand } from './understand.ts';

/**
 * What the built-in illustrator will draw for a page, in words the child reads in the prompt:
 * 【會畫出】地點：夜市（晚上）；角色：小貓、我；東西：雞排、珍珠奶茶. A thing it does not know is not listed, because it is
 * not drawn.
 */
export function describeDrawing(prompt: string, character?: CharacterSpec): string {
  const plan = understand(prompt, character);
  const when = [
    plan.night && !plan.scene.indoor ? '晚上' : '',
    plan.rain ? (plan.scene.indoor ? '窗外下雨' : '下雨') : '',
    plan.snow ? (plan.scene.indoor ? '窗外下雪' : '下雪') : '',
  ]
    .filter(Boolean)
    .join('、');
  const place = `${plan.scene.name ?? ''}${when ? `（${when}）` : ''}`;
  const seen = new Set<string>();
  const list = (figures: boolean) =>
    (plan.things ?? [])
      .filter((t) => t.figure === figures && !seen.has(t.icon) && seen.add(t.icon))
      .map((t) => (t.count > 1 && !t.word.endsWith('們') ? `${t.word}×${Math.min(5, t.count)}` : t.word));
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
