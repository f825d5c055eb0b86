import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  CHAT_OPEN_BY_DEFAULT,
  CHAT_TURN_LIMITS,
  CHAT_UI,
  chatModeForPath,
  chatPageForPath,
  type ChatContext,
  type ChatMode,
  type ChatResult,
} from '@storycat/contract/chat-constants';
import { MascotCat } from '../ui/mascot.tsx';
import { canStepBack } from './chat-state.ts';
import { ChatConfirmBar, ChatFailureBox, ChatInput, ChatLog, ChatOptions, ChatResultCard } from './chat-parts.tsx';
import { useMascotChat } from './use-mascot-chat.ts';
import './mascot-chat.css';

export interface MascotChatProps {
  /** defaults to the mode of the route (step1 → title, character → character, ai_story → story) */
  mode?: ChatMode;
  /** the page being written (story mode); defaults to the page of an /ai_story/… route */
  page?: number;
  /** the book so far: title, character, earlier pages */
  context: ChatContext;
  /** fills the screen's fields with the finished result (title, character or page story) */
  onResult: (result: ChatResult) => void;
  /** "write myself": the screen can focus its own field */
  onWriteMyself?: () => void;
  /** open or minimised at first; by default as the spec says for the mode */
  defaultOpen?: boolean;
  /** false while the screen still loads the book, so the first question already knows it */
  ready?: boolean;
}

/**
 * The mascot's chat assistant beside the mascot (spec part 2 §4): tappable options and free typing, a
 * step back in the conversation, the failure options, and the finished result handed to the screen.
 */
export function MascotChat(props: MascotChatProps) {
  const { pathname } = useLocation();
  const mode = props.mode ?? chatModeForPath(pathname);
  const [open, setOpen] = useState(props.defaultOpen ?? CHAT_OPEN_BY_DEFAULT[mode]);
  const chat = useMascotChat({
    mode,
    path: pathname,
    page: props.page ?? chatPageForPath(pathname),
    context: props.context,
    onResult: props.onResult,
  });
  const { state, failure, busy, start } = chat;

  const ready = props.ready ?? true;
  useEffect(() => {
    if (open && ready) start();
  }, [open, ready, start]);

  if (!open)
    return (
      <button type="button" className="mascot-chat-fab" onClick={() => setOpen(true)}>
        <MascotCat size={56} />
        <span>{CHAT_UI.open}</span>
      </button>
    );

  function handleWriteMyself() {
    chat.dismissFailure();
    setOpen(false);
    props.onWriteMyself?.();
  }

  return (
    <section className="mascot-chat" aria-label={CHAT_UI.title}>
      <header className="mascot-chat-head">
        <MascotCat size={36} />
        <strong>{CHAT_UI.title}</strong>
        <span className="mascot-chat-turns">{CHAT_UI.turns(state.turn, CHAT_TURN_LIMITS[mode])}</span>
        <button type="button" className="linklike" disabled={busy || !canStepBack(state)} onClick={chat.stepBack}>
          ↶ {CHAT_UI.stepBack}
        </button>
        <button type="button" className="linklike" disabled={busy} onClick={chat.restart}>
          {CHAT_UI.restart}
        </button>
        <button type="button" className="linklike" aria-label={CHAT_UI.minimise} onClick={() => setOpen(false)}>
          ✕
        </button>
      </header>
      <ChatLog history={state.history} busy={busy} />
      {state.confirm && !failure && !state.finished ? (
        <ChatConfirmBar
          confirm={state.confirm}
          confirmed={!!state.confirmed}
          disabled={busy}
          onYes={chat.confirm}
          onNo={chat.reject}
        />
      ) : null}
      {failure ? (
        <ChatFailureBox
          msg={failure.msg}
          unsafe={failure.unsafe}
          onRetry={chat.retry}
          onChangeTopic={chat.restart}
          onWriteMyself={handleWriteMyself}
        />
      ) : state.finished && state.result ? (
        <ChatResultCard result={state.result} alternatives={state.alternatives} onChoose={chat.choose} />
      ) : (
        <ChatOptions options={state.options} disabled={busy} onTap={(o) => chat.send(o)} />
      )}
      {state.finished ? null : (
        <ChatInput
          disabled={busy || !!failure}
          canFinish={state.history.length > 0}
          onSend={(text) => chat.send(text)}
          onFinish={chat.finish}
        />
      )}
    </section>
  );
}
