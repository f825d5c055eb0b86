import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CHAT_INPUT_MAX,
  CHAT_MSG,
  CHAT_UI,
  type ChatConfirm,
  type ChatMessage,
  type ChatResult,
} from '@storycat/contract/chat-constants';
import { MascotCat } from '../ui/mascot.tsx';
import { UI } from '../../lib/messages.ts';

/** How a result reads to the child. */
export function resultText(r: ChatResult): string {
  switch (r.kind) {
    case 'title':
      return `「${r.title}」`;
    case 'character':
      return `${r.name}：${r.features}`;
    case 'story':
      return r.story;
    case 'idea':
      return r.idea;
  }
}

export function ChatLog({ history, busy }: { history: ChatMessage[]; busy: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  // The newest message stays in view.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [history.length, busy]);
  return (
    <ol className="mascot-chat-log" aria-live="polite" ref={list}>
      {history.map((m, i) => (
        <li key={i} className={`chat-msg chat-msg-${m.role}`}>
          {m.role === 'assistant' ? <MascotCat size={28} /> : null}
          <span>{m.content}</span>
        </li>
      ))}
      {busy ? (
        <li className="chat-msg chat-msg-assistant chat-thinking" role="status">
          <MascotCat size={28} />
          <span>{CHAT_UI.thinking}</span>
        </li>
      ) : null}
    </ol>
  );
}

export function ChatOptions({
  options,
  disabled,
  onTap,
}: {
  options: string[];
  disabled: boolean;
  onTap: (o: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div className="mascot-chat-options" role="group" aria-label={UI.chatOptions}>
      {options.map((o) => (
        <button key={o} type="button" className="chat-option" disabled={disabled} onClick={() => onTap(o)}>
          {o}
        </button>
      ))}
    </div>
  );
}

/** 「你是說『兔子』嗎？」 with a one-tap yes (nothing is sent: the cat already reads it so) and a no. */
export function ChatConfirmBar(p: {
  confirm: ChatConfirm;
  confirmed: boolean;
  disabled: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  if (p.confirmed)
    return (
      <p className="mascot-chat-confirm" role="status">
        ✓ {CHAT_UI.confirmed(p.confirm.meant)}
      </p>
    );
  return (
    <div className="mascot-chat-confirm" role="group" aria-label={`『${p.confirm.meant}』`}>
      <span>
        {p.confirm.said} → 『{p.confirm.meant}』
      </span>
      <button type="button" className="chat-option chat-confirm-yes" disabled={p.disabled} onClick={p.onYes}>
        {CHAT_UI.confirmYes}
      </button>
      <button type="button" className="chat-option" disabled={p.disabled} onClick={p.onNo}>
        {CHAT_UI.confirmNo}
      </button>
    </div>
  );
}

/**
 * The spec's failure options: retry, change topic, write myself. A text the safety check refused is answered by the
 * cat itself (for self-harm: with care and the help lines), without "retry".
 */
export function ChatFailureBox(p: {
  msg: string;
  unsafe?: boolean;
  onRetry: () => void;
  onChangeTopic: () => void;
  onWriteMyself: () => void;
}) {
  return (
    <div className={`mascot-chat-failure ${p.unsafe ? 'mascot-chat-care' : ''}`} role="alert">
      {p.unsafe ? (
        <p className="chat-msg chat-msg-assistant">
          <MascotCat size={28} />
          <span data-testid="chat-care">{p.msg}</span>
        </p>
      ) : (
        <p>{p.msg}</p>
      )}
      <div className="mascot-chat-options">
        {p.unsafe ? null : (
          <button type="button" className="chat-option" onClick={p.onRetry}>
            {CHAT_MSG.retry}
          </button>
        )}
        <button type="button" className="chat-option" onClick={p.onChangeTopic}>
          {CHAT_MSG.changeTopic}
        </button>
        <button type="button" className="chat-option" onClick={p.onWriteMyself}>
          {CHAT_MSG.writeMyself}
        </button>
      </div>
    </div>
  );
}

export function ChatResultCard(p: {
  result: ChatResult;
  alternatives: ChatResult[];
  onChoose: (r: ChatResult) => void;
}) {
  return (
    <div className="mascot-chat-result">
      <p className="chat-result-label">{CHAT_UI.resultTitle}</p>
      <p className="chat-result-text" data-testid="chat-result">
        {resultText(p.result)} <span className="chat-result-used">✓ {CHAT_UI.used}</span>
      </p>
      {p.alternatives.length > 0 ? (
        <>
          <p className="chat-result-label">{CHAT_UI.otherIdeas}</p>
          <div className="mascot-chat-options">
            {p.alternatives.map((r) => (
              <button key={resultText(r)} type="button" className="chat-option" onClick={() => p.onChoose(r)}>
                {CHAT_UI.useThis} {resultText(r)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Free typing: the same as tapping, in the child's own words. */
export function ChatInput(p: {
  disabled: boolean;
  canFinish: boolean;
  onSend: (text: string) => void;
  onFinish: () => void;
}) {
  const [text, setText] = useState('');
  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    p.onSend(text.trim());
    setText('');
  }
  return (
    <form className="mascot-chat-input" onSubmit={handleSubmit}>
      <input
        value={text}
        maxLength={CHAT_INPUT_MAX}
        placeholder={CHAT_UI.typeHere}
        aria-label={CHAT_UI.typeHere}
        disabled={p.disabled}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={p.disabled || !text.trim()}>
        {CHAT_UI.send}
      </button>
      {p.canFinish ? (
        <button type="button" className="btn btn-secondary" disabled={p.disabled} onClick={p.onFinish}>
          {CHAT_UI.finish}
        </button>
      ) : null}
    </form>
  );
}
