/**
 * A figure against any drawable thing by the locative frame the child wrote (decision 0064): 躲在鍋子裡, 蹲在蘑菇上,
 * 睡在汽車下面 — the tables of 0053 / 0060 (`SETTINGS`) know listed containers and supports; a thing they do not list
 * is placed by the frame and by what the thing is (big or small, the figure tiny or not), not left beside the figure.
 */
import type { ThingSpec } from './things/find.ts';

/** How a setting is drawn (the shape of a `SETTINGS` row in understand.ts). */
export interface SettingDef {
  draw: 'front' | 'back' | 'patch' | 'bars' | 'tank';
  /** the scene it belongs in ('' for a thing found anywhere: the page's own place stays) */
  home: string;
  /** a thing bigger than a sofa (a hot-air balloon, a tent, a slide): its size in figure heights */
  size?: number;
  /** where the figure's feet are on it, a share of its height from its bottom, and the figure's scale there */
  seat?: number;
  scale?: number;
  /** the thing belongs up in the air (a balloon): the picture is the sky unless the page is already up there */
  aloft?: boolean;
  /** a big thing is where the figure is only when the page says it is in (裡) or on (上) it: 帳篷裡, not 搭帳篷 */
  only?: 'in' | 'on';
  /** only a small creature fits in it (a hamster in a cup, decision 0060): a child pouring into a cup is not in it */
  small?: boolean;
}

/** Things that are no container or support of a figure even when 裡 / 上 follows them (clothes worn, the sky). */
function placeable(w: ThingSpec): boolean {
  const d = w.def;
  // (a ridden thing is a mount unless one is under it, a quilt covers the sleeper: both have their own drawing)
  if (!d || w.figure || d.sky || (d.ride && w.relation !== 'under') || w.icon === 'blanket') return false;
  return w.relation === 'in' || w.relation === 'on' || w.relation === 'under';
}

/**
 * The setting for a thing the tables do not list, by the frame: in a thing (the thing drawn in front of the figure's
 * lower body, a big one round the figure at its door), under it (the thing drawn big over the figure), on it (a small
 * creature small on its top, the thing grown to carry it). `tiny`: the who is a creature up to a bird's size. In a big thing
 * (a castle, a bush) is the scene's business, not a setting.
 * `ridden`: the page already seats the figure on the thing (a rock, a lamp post, a piano): left as it is.
 */
export function framedSetting(w: ThingSpec, tiny: boolean, ridden: boolean): SettingDef | undefined {
  if (!placeable(w)) return undefined;
  const big = w.def!.big;
  if (w.relation === 'in')
    // (a big thing one is in — a castle, a bush, a puddle — is a place or a patch: left to the scene)
    return big ? undefined : { draw: 'front', home: '' };
  if (w.relation === 'under') return { draw: 'back', home: '' };
  // on: what the figure already rides or sits on stays; a tiny one on a small thing sits on its top
  if (ridden && !tiny) return undefined;
  // (a bigger one lies or sits up on it as on a sofa: a cat on a pillow, a dog on a ball)
  if (big || !tiny) return ridden ? undefined : { draw: 'back', home: '' };
  return { draw: 'back', home: '', size: 1, seat: 0.78, scale: 0.4, only: 'on' };
}

/**
 * Hiding behind a thing the COVERS table does not list (躲在水桶後面, 躲在南瓜後面, 躲在大松果後面): any drawable thing
 * that stands on the ground, written behind, is drawn in front of the figure with its head peeking over.
 */
export function coversAny(w: ThingSpec): boolean {
  return w.relation === 'behind' && w.explicit === true && !w.figure && !!w.def && !w.def.sky && !w.def.wear;
}
