import { normalise } from '../../text/segment.ts';
import { once } from '../../../lib/once.ts';
import type { PropSpec } from './understand.ts';

/**
 * A role whose very name is the animal it works with (decision 0061): a shepherd (牧羊人) is read by the flock, a
 * beekeeper (養蜂人) by the bees, an animal tamer (馴獸師) by the big cat in the ring, a herd boy (牧童) by his buffalo.
 * Drawn beside the figure when the page names no animal of its own; a role that only often has one (a magician's
 * rabbit, a police dog) gets it only when the child writes it (警察和警犬 — things/find.ts knows 警犬).
 */
const ROLE_COMPANIONS: [string[], string, number?][] = [
  [['牧羊人', '牧羊女', '放羊的'], 'ewe', 2],
  [['養蜂人', '養蜂的'], 'honeybee', 2],
  [['馴獸師', '馴獸員'], 'lion'],
  [['牧童', '放牛的'], 'water-buffalo'],
  [['養雞的', '養雞場主人'], 'chicken'],
];
const TABLE = once(() => ROLE_COMPANIONS.map(([ws, icon, n]) => [ws.map((w) => normalise(w)), icon, n] as const));

/** Animals: a companion of another kind than one named already is not added (牧羊人和他的狗 keeps the dog alone). */
const ANIMAL_ICON = /^(?!.*-light$)(?!child|boy|girl|man|woman|person|old-)/;

/** The role's own animal for the who (as often as drawn), none when the role has none or when the page already names an animal. */
export function roleCompanion(
  who: string,
  figure: string,
  companion: string | undefined,
  props: PropSpec[],
): PropSpec[] {
  const n = normalise(who);
  const hit = TABLE().find(([ws]) => ws.some((w) => n.includes(w)));
  if (!hit) return [];
  const [, icon, count] = hit;
  if (figure === icon || companion === icon || props.some((p) => p.icon === icon)) return [];
  // the page names an animal with the role already (牧羊人和牧羊犬): that one is the companion
  if (companion && ANIMAL_ICON.test(companion)) return [];
  if (props.some((p) => p.member)) return [];
  return Array.from({ length: count ?? 1 }, () => ({ icon, placement: 'beside' as const }));
}
