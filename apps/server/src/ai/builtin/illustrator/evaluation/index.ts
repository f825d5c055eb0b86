import { joinPrompt, type Plan } from '../understand.ts';
import { HELD_BACK } from './held-back.ts';
import { HELD_BACK_2 } from './held-back-2.ts';
import { HELD_BACK_3 } from './held-back-3.ts';
import { HELD_BACK_4 } from './held-back-4.ts';
import { HELD_BACK_ANIMALS } from './held-back-animals.ts';
import { HELD_BACK_PLACES } from './held-back-places.ts';
import { HELD_BACK_5 } from './held-back-5.ts';
import { HELD_BACK_6 } from './held-back-6.ts';
import { HELD_BACK_7 } from './held-back-7.ts';
import { HELD_BACK_8 } from './held-back-8.ts';
import { HELD_BACK_9 } from './held-back-9.ts';
import { HELD_BACK_10 } from './held-back-10.ts';
import { HELD_BACK_ACTS } from './held-back-acts.ts';
import { HELD_BACK_ROUND_2 } from './held-back-round2.ts';
import { HELD_BACK_FIGURES } from './held-back-figures.ts';
import { HELD_BACK_SCENES } from './held-back-scenes.ts';
import { HELD_BACK_PROPS } from './held-back-props.ts';
import { HELD_BACK_LATE } from './held-back-late.ts';
import { HELD_BACK_PLACES_D } from './held-back-places-d.ts';
import { ROUND_PLACES_D } from './round-places-d.ts';
import { ROUND_ROLES_ACTS } from './round-roles-acts.ts';
import { HELD_BACK_ROLES_ACTS } from './held-back-roles-acts.ts';
import { ROUND_ACTS_D } from './round-acts-d.ts';
import { HELD_BACK_ACTS_D } from './held-back-acts-d.ts';
import { ROUND_RELATIONS } from './round-relations.ts';
import { HELD_BACK_RELATIONS } from './held-back-relations.ts';
import { ROUND_WHERE } from './round-where.ts';
import { HELD_BACK_WHERE } from './held-back-where.ts';
import { ROUND_REL } from './round-rel.ts';
import { HELD_BACK_REL } from './held-back-rel.ts';
import { HELD_BACK_REL_2 } from './held-back-rel-2.ts';
import { ROUND_HOLD } from './round-hold.ts';
import { HELD_BACK_HOLD } from './held-back-hold.ts';
import { ROUND_INON } from './round-inon.ts';
import { HELD_BACK_INON } from './held-back-inon.ts';
import { ROUND_INON_E } from './round-inon-e.ts';
import { HELD_BACK_INON_E } from './held-back-inon-e.ts';
import { ROUND_REL_G } from './round-rel-g.ts';
import { HELD_BACK_REL_G } from './held-back-rel-g.ts';
import { HELD_BACK_WHO } from './held-back-who.ts';
import { ROUND_WHO } from './round-who.ts';
import { ROUND_ANIMALS_E } from './round-animals-e.ts';
import { HELD_BACK_ANIMALS_E } from './held-back-animals-e.ts';
import { ROUND_COMP } from './round-comp.ts';
import { HELD_BACK_COMP } from './held-back-comp.ts';
import { TUNING } from './tuning.ts';
import { ROUND_THINGS } from './round-things.ts';
import { HELD_BACK_THINGS } from './held-back-things.ts';
import { HELD_BACK_VERBS } from './held-back-verbs.ts';
import { ROUND_VERBS } from './round-verbs.ts';
import { ROUND_POSE } from './round-pose.ts';
import { HELD_BACK_POSE } from './held-back-pose.ts';
import { ROUND_ACT_E } from './round-act-e.ts';
import { HELD_BACK_ACT_E } from './held-back-act-e.ts';

/**
 * The scene evaluation set: pages as children write them (who | where | what) with what must be visible — the scene
 * and the things (icon ids, `*n` for exactly n of them). held-back.ts was written first and is never tuned on.
 */
export interface EvalPage {
  who: string;
  where: string;
  what: string;
  scene: string;
  things: { icon: string; count?: number }[];
  heldBack: boolean;
}

function parse(text: string, heldBack: boolean): EvalPage[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [who, where, what, scene, things] = l.split('|');
      return {
        who: who!,
        where: where!,
        what: what!,
        scene: scene!,
        things: things!
          .split(',')
          .filter(Boolean)
          .map((t) => {
            const [icon, n] = t.split('*');
            return { icon: icon!, count: n ? Number(n) : undefined };
          }),
        heldBack,
      };
    });
}

export const EVAL_PAGES: EvalPage[] = [...parse(HELD_BACK, true), ...parse(TUNING, false)];
/** The second held-back part (held-back-2.ts), judged apart so its share can be reported on its own. */
export const EVAL_PAGES_2: EvalPage[] = parse(HELD_BACK_2, true);
/** The third held-back part (held-back-3.ts: animals doing things, ridden animals), judged apart as well. */
export const EVAL_PAGES_3: EvalPage[] = parse(HELD_BACK_3, true);
/** The fourth held-back part (held-back-4.ts: the reviewer's blind set, judged by eye), judged apart as well. */
export const EVAL_PAGES_4: EvalPage[] = parse(HELD_BACK_4, true);
/** The animals that were flat emoji (held-back-animals.ts: dinosaurs, turtles, kangaroos, reptiles, sea creatures). */
export const EVAL_PAGES_ANIMALS: EvalPage[] = parse(HELD_BACK_ANIMALS, true);
/** The places held-back part (held-back-places.ts: shops, rooms, school, countryside, nature, fantasy). */
export const EVAL_PAGES_PLACES: EvalPage[] = parse(HELD_BACK_PLACES, true);
/** The fifth held-back part (held-back-5.ts: falls, things on a wall, weather, night, sea, crowds), judged apart. */
export const EVAL_PAGES_5: EvalPage[] = parse(HELD_BACK_5, true);
/** The sixth held-back part (held-back-6.ts: the independent reviewer's blind set, judged by eye), judged apart. */
export const EVAL_PAGES_6: EvalPage[] = parse(HELD_BACK_6, true);
/** The seventh held-back part (held-back-7.ts: reviewer B's blind set, judged by eye), judged apart. */
export const EVAL_PAGES_7: EvalPage[] = parse(HELD_BACK_7, true);
/** The eighth held-back part (held-back-8.ts: reviewer C's blind set, judged by eye), judged apart. */
export const EVAL_PAGES_8: EvalPage[] = parse(HELD_BACK_8, true);
/** The ninth held-back part (held-back-9.ts: reviewer D's blind set, judged by eye), judged apart. */
export const EVAL_PAGES_9: EvalPage[] = parse(HELD_BACK_9, true);
/** The tenth held-back part (held-back-10.ts: reviewer E's blind set, judged by eye), judged apart. */
export const EVAL_PAGES_10: EvalPage[] = parse(HELD_BACK_10, true);
/** The activity part (held-back-acts.ts: actions with their tools, colours of things, on-figure relations, counts). */
export const EVAL_PAGES_ACTS: EvalPage[] = parse(HELD_BACK_ACTS, true);
/** The second round's part (held-back-round2.ts: doing things together, groups, playground, places, worn things). */
export const EVAL_PAGES_ROUND_2: EvalPage[] = parse(HELD_BACK_ROUND_2, true);
/** The figures part (held-back-figures.ts: worn things, gestures, two figures touching, tools in use, faces). */
export const EVAL_PAGES_FIGURES: EvalPage[] = parse(HELD_BACK_FIGURES, true);

/** The scene-composition part (held-back-scenes.ts: creatures and shows, relations, sizes, states, landmarks). */
export const EVAL_PAGES_SCENES: EvalPage[] = parse(HELD_BACK_SCENES, true);
/** The props part (held-back-props.ts: stray scenery props, counts among scene people, held things). */
export const EVAL_PAGES_PROPS: EvalPage[] = parse(HELD_BACK_PROPS, true);
/** Session c's late part (held-back-late.ts: things one is on or in, creatures behind a modifier, body parts as tools). */
export const EVAL_PAGES_LATE: EvalPage[] = parse(HELD_BACK_LATE, true);
/** Roles and actions (decision 0036): the tuning part (round-roles-acts.ts) and its held-back part. */
export const EVAL_PAGES_ROLES_ACTS: EvalPage[] = parse(ROUND_ROLES_ACTS, false);
export const EVAL_PAGES_ROLES_ACTS_HELD: EvalPage[] = parse(HELD_BACK_ROLES_ACTS, true);

/** Actions in the pose and things an action needs (decision 0039): the tuning part and its held-back part. */
export const EVAL_PAGES_ACTS_D: EvalPage[] = parse(ROUND_ACTS_D, false);
export const EVAL_PAGES_ACTS_D_HELD: EvalPage[] = parse(HELD_BACK_ACTS_D, true);
/** Counts, relations, held things, clothes patterns, lookalikes (decision 0038): tuning part and held-back part. */
export const EVAL_PAGES_RELATIONS: EvalPage[] = parse(ROUND_RELATIONS, false);
export const EVAL_PAGES_RELATIONS_HELD: EvalPage[] = parse(HELD_BACK_RELATIONS, true);
/** Counts, relations, held, given and contained things (decision 0043): tuning part and held-back part. */
export const EVAL_PAGES_REL: EvalPage[] = parse(ROUND_REL, false);
export const EVAL_PAGES_REL_HELD: EvalPage[] = parse(HELD_BACK_REL, true);
/** Decision 0043's second held-back part, written once the first had been used as probes. */
export const EVAL_PAGES_REL_HELD_2: EvalPage[] = parse(HELD_BACK_REL_2, true);
/** In / on / hanging from, one thing with a modifier, time of day, kit colour (decision 0053): tune and held-back. */
export const EVAL_PAGES_INON: EvalPage[] = parse(ROUND_INON, false);
export const EVAL_PAGES_INON_HELD: EvalPage[] = parse(HELD_BACK_INON, true);
/** In / on / under / hanging from, and held in the hand, arms or on the back (decision 0060): tune and held-back. */
export const EVAL_PAGES_INON_E: EvalPage[] = parse(ROUND_INON_E, false);
export const EVAL_PAGES_INON_E_HELD: EvalPage[] = parse(HELD_BACK_INON_E, true);
export const EVAL_PAGES_REL_G: EvalPage[] = parse(ROUND_REL_G, false);
export const EVAL_PAGES_REL_G_HELD: EvalPage[] = parse(HELD_BACK_REL_G, true);

/** Carried, held, ridden and worn things on the figure (decision 0049): the tuning part and its held-back part. */
export const EVAL_PAGES_HOLD: EvalPage[] = parse(ROUND_HOLD, false);
export const EVAL_PAGES_HOLD_HELD: EvalPage[] = parse(HELD_BACK_HOLD, true);

/** The who (decision 0042): animals told apart, figures in a seat, named groups, ages, roles — tune and held-back. */
export const EVAL_PAGES_WHO: EvalPage[] = parse(ROUND_WHO, false);
export const EVAL_PAGES_WHO_HELD: EvalPage[] = parse(HELD_BACK_WHO, true);
/** Less common animals (decision 0054): tuning part and held-back part. */
export const EVAL_PAGES_ANIMALS_E: EvalPage[] = parse(ROUND_ANIMALS_E, false);
export const EVAL_PAGES_ANIMALS_E_HELD: EvalPage[] = parse(HELD_BACK_ANIMALS_E, true);
/** Companions, modifiers drawn, animals without a family character, hats in the who, swimmers (decision 0061). */
export const EVAL_PAGES_COMP: EvalPage[] = parse(ROUND_COMP, false);
export const EVAL_PAGES_COMP_HELD: EvalPage[] = parse(HELD_BACK_COMP, true);

/** The action read at a glance (decision 0045): the tuning part and its held-back part. */
export const EVAL_PAGES_VERBS: EvalPage[] = parse(ROUND_VERBS, false);
export const EVAL_PAGES_VERBS_HELD: EvalPage[] = parse(HELD_BACK_VERBS, true);
/** The action and the pose at a glance (decision 0050): tuning part and held-back part. */
export const EVAL_PAGES_POSE: EvalPage[] = parse(ROUND_POSE, false);
export const EVAL_PAGES_POSE_HELD: EvalPage[] = parse(HELD_BACK_POSE, true);
/** The action shown as it is done, not as its result (decision 0059): the tune part and its held-back part. */
export const EVAL_PAGES_ACT_E: EvalPage[] = parse(ROUND_ACT_E, false);
export const EVAL_PAGES_ACT_E_HELD: EvalPage[] = parse(HELD_BACK_ACT_E, true);

/** Everyday things (decision 0051): street furniture, home, school, play, clothes, night-market food — tune and held-back. */
export const EVAL_PAGES_THINGS: EvalPage[] = parse(ROUND_THINGS, false);
export const EVAL_PAGES_THINGS_HELD: EvalPage[] = parse(HELD_BACK_THINGS, true);

/** Session d's places part (decision 0037): the tune half (looked at while fixing) then the held-back half. */
export const EVAL_PAGES_PLACES_D: EvalPage[] = [...parse(ROUND_PLACES_D, false), ...parse(HELD_BACK_PLACES_D, true)];

/** The where and what the child did not ask for (decision 0044): the tune part and its held-back part. */
export const EVAL_PAGES_WHERE: EvalPage[] = parse(ROUND_WHERE, false);
export const EVAL_PAGES_WHERE_HELD: EvalPage[] = parse(HELD_BACK_WHERE, true);

export function evalPrompt(p: EvalPage): string {
  return joinPrompt(p.who, p.where, p.what);
}

/** What the plan will draw: each icon with how many times it appears (figure, companion, props, worn thing). */
export function drawnIcons(plan: Plan): Map<string, number> {
  const m = new Map<string, number>();
  const add = (icon: string | undefined) => icon && m.set(icon, (m.get(icon) ?? 0) + 1);
  add(plan.figure.icon);
  add(plan.figure.accessory);
  add(plan.companion?.icon);
  for (const p of plan.props) add(p.icon);
  // what the place's landmarks draw at true size (a bus stop's bus) counts as drawn once
  for (const icon of plan.scene.shows ?? []) if (!m.has(icon)) add(icon);
  // the flames a creature breathes, and the nest it sits in up in a tree (drawn by render.ts, not as props)
  if (plan.breath) add('fire');
  if (plan.nest) add(plan.nest);
  // the thing the figure is in or on (a tub, a balloon's basket, a sofa: drawn big by render.ts, decision 0033/0036)
  if (plan.setting && !m.has(plan.setting.icon)) add(plan.setting.icon);
  // a sunrise or sunset the sky paints (a low sun on the horizon, decision 0033)
  if (plan.air?.low) add(plan.air.low === 'dawn' ? 'sunrise' : 'sunset');
  // an activity's tools and objects (decision 0029)
  for (const p of plan.activity?.props ?? []) if (!plan.props.some((q) => q.icon === p.icon)) add(p.icon);
  return m;
}

export interface EvalResult {
  page: EvalPage;
  sceneOk: boolean;
  missing: string[];
  ok: boolean;
}

/** A page passes when its scene is the expected one and every expected thing is drawn (as many as asked). */
export function judge(page: EvalPage, plan: Plan): EvalResult {
  const drawn = drawnIcons(plan);
  const missing = page.things
    .filter((t) => {
      const n = drawn.get(t.icon) ?? 0;
      return t.count ? n !== t.count : n < 1;
    })
    .map((t) => `${t.icon}${t.count ? `*${t.count}` : ''}(${drawn.get(t.icon) ?? 0})`);
  const sceneOk = plan.scene.id === page.scene;
  return { page, sceneOk, missing, ok: sceneOk && missing.length === 0 };
}
