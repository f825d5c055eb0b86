import type { ChatMode } from '@storycat/contract';
import type { ChatModel, ChatTurnInput, ChatTurnOutput } from '../chat-model.ts';
import { characterScript } from './character.ts';
import { guidedTurn } from './guided.ts';
import { ideaScript } from './idea.ts';
import { DELEGATE_OPTION, type Script, type ScriptState } from './script.ts';
import { storyScript } from './story.ts';
import { titleScript } from './title.ts';
import { hash, isDelegation } from './words.ts';

export const SCRIPTS: Record<ChatMode, Script> = {
  title: titleScript,
  character: characterScript,
  story: storyScript,
  default: ideaScript,
};

/** The cat's pick when the child hands over the choice: one of the first three suggestions, stable per conversation. */
function pick(options: string[], seed: string): string {
  const real = options.filter((o) => o !== DELEGATE_OPTION);
  return real[hash(seed) % Math.min(3, real.length)] ?? '';
}

/**
 * Replays the child's answers through the mode's questions (the server keeps no chat state): each answer
 * fills the slot of the question it followed; an answer handed to the cat, or one with nothing usable left,
 * takes a suggestion instead.
 */
export function replay(script: Script, input: ChatTurnInput): ScriptState {
  const said = input.history.filter((m) => m.role === 'user').map((m) => m.content);
  if (input.message) said.push(input.message);
  const state: ScriptState = {
    answers: {},
    typed: new Set(),
    raw: said.join('，'),
    context: input.context,
    page: input.page ?? 1,
  };
  script.slots.forEach((slot, i) => {
    const text = said[i];
    if (text === undefined) return;
    const value = isDelegation(text) ? '' : slot.clean(text);
    if (value) {
      state.answers[slot.key] = value;
      if (!slot.ask(state).options.includes(text.trim())) state.typed.add(slot.key);
    } else state.answers[slot.key] = pick(slot.ask(state).options, `${said.slice(0, i + 1).join('|')}|${i}`);
  });
  return state;
}

/** Fills the slots the child did not reach (she asked to finish early) with the cat's suggestions. */
function completeSlots(script: Script, state: ScriptState) {
  script.slots.forEach((slot, i) => {
    if (!state.answers[slot.key]) state.answers[slot.key] = pick(slot.ask(state).options, `${state.raw}|finish|${i}`);
  });
}

/**
 * The built-in engine: a guided conversation per mode whose questions and options follow the earlier
 * answers and the book, and whose result is composed from the child's own choices. Offline, deterministic.
 */
export function builtinChatModel(): ChatModel {
  return {
    name: 'builtin',
    async turn(input): Promise<ChatTurnOutput> {
      if (input.mode !== 'default') return guidedTurn(input, input.mode);
      const script = SCRIPTS[input.mode];
      const state = replay(script, input);
      const answered = Object.keys(state.answers).length;
      if (!input.mustFinish && answered < script.slots.length) {
        const next = script.slots[answered]!.ask(state);
        return { message: next.message, options: next.options, done: false };
      }
      completeSlots(script, state);
      const [result, ...alternatives] = script.compose(state);
      return { message: script.doneMessage(result!, state), options: [], done: true, result, alternatives };
    },
  };
}
