import { MSG } from '@storycat/contract/messages';

/** The success envelope: state true ⇔ code 0. */
export function ok<T>(data: T, msg: string = MSG.ok) {
  return { state: true as const, code: 0, msg, data };
}
export function done(msg: string = MSG.ok) {
  return { state: true as const, code: 0, msg };
}
