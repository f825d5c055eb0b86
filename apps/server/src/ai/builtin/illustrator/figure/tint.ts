import { mix } from '../colour.ts';
import type { Species } from './animal.ts';

/** An animal body plan in the colour the child wrote (白馬, 黑色的小狗): the coat and a lighter belly. */
export function coated<S extends Species | undefined>(sp: S, colour: string | undefined): S {
  if (!colour || !sp) return sp;
  return { ...sp, coat: colour, belly: mix(colour, '#ffffff', 0.45), pattern: undefined };
}
