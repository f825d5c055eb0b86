import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MSG, CHAT_UI, type ChatContext, type ChatMode, type ChatResult } from '@storycat/contract/chat-constants';
import { ERR } from '@storycat/contract/codes';
import { ApiError } from '../../lib/api.ts';
import {
  applyReply,
  buildRequest,
  chooseAlternative,
  clearChatState,
  confirmRepair,
  initialChatState,
  loadChatState,
  noteFailure,
  saveChatState,
  stepBack,
  type ChatState,
} from './chat-state.ts';
import { useChatTurn } from './use-chat-turn.ts';

export interface MascotChatOptions {
  mode: ChatMode;
  /** the browser-storage key: the route the panel sits on */
  path: string;
  page?: number;
  context: ChatContext;
  /** fills the screen's fields with the finished result */
  onResult: (result: ChatResult) => void;
}

export interface ChatFailureView {
  msg: string;
  /** the safety check refused what the child wrote: the cat answers it, and sending it again is no option */
  unsafe: boolean;
  /** the message to send again on "retry" */
  retry: { message: string; finish: boolean };
}

/** The chat panel's controller: the saved conversation of this route, the server call and the failure options. */
export function useMascotChat(o: MascotChatOptions) {
  const [state, setState] = useState<ChatState>(() => loadChatState(localStorage, o.path, o.mode));
  const [failure, setFailure] = useState<ChatFailureView | null>(null);
  const turn = useChatTurn();
  // Handlers read the screen's latest context and callback without re-creating themselves.
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });

  // Another route (or mode) on the same mounted panel reads its own saved chat.
  const loadedFor = useRef(`${o.path}|${o.mode}`);
  useEffect(() => {
    const key = `${o.path}|${o.mode}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    setState(loadChatState(localStorage, o.path, o.mode));
    setFailure(null);
  }, [o.path, o.mode]);
  useEffect(() => saveChatState(localStorage, loadedFor.current.split('|')[0]!, state), [state]);

  const send = useCallback(
    (message: string, finish = false, from: ChatState = state) => {
      if (turn.isPending) return;
      const { page, context } = latest.current;
      const body = buildRequest(from, { message, finish, page, context });
      setFailure(null);
      turn.mutate(body, {
        onSuccess: (data) => {
          setState(applyReply(from, body, data));
          if (data.done && data.result) latest.current.onResult(data.result);
        },
        onError: (err) => {
          setState((s) => noteFailure(s));
          const unsafe = err instanceof ApiError && err.code === ERR.unsafeContent;
          const msg = err instanceof ApiError ? err.message : CHAT_MSG.noResponse;
          setFailure({ msg, unsafe, retry: { message, finish } });
        },
      });
    },
    [state, turn],
  );

  const opened = state.history.length > 0;
  const start = useCallback(() => {
    if (!opened && !turn.isPending && !failure) send('');
  }, [opened, turn.isPending, failure, send]);

  return {
    state,
    failure,
    busy: turn.isPending,
    /** opens the conversation with the cat's first question, once */
    start,
    send,
    finish: () => send('', true),
    retry: () => failure && send(failure.retry.message, failure.retry.finish),
    stepBack: () => {
      setFailure(null);
      setState((s) => stepBack(s));
    },
    /** "change topic" and "start over": a fresh conversation with a new first question */
    restart: () => {
      const fresh = initialChatState(o.mode);
      clearChatState(localStorage, o.path);
      setState(fresh);
      send('', false, fresh);
    },
    choose: (r: ChatResult) => {
      setState((s) => chooseAlternative(s, r));
      latest.current.onResult(r);
    },
    dismissFailure: () => setFailure(null),
    /** "對！": the cat read the child's word right */
    confirm: () => setState((s) => confirmRepair(s)),
    /** "不是": a correction turn, so the cat asks again */
    reject: () => send(CHAT_UI.confirmNoMessage),
  };
}
export type MascotChatController = ReturnType<typeof useMascotChat>;
