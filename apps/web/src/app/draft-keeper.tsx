import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SAVED_EVENT } from '../lib/api.ts';
import { UI } from '../lib/messages.ts';

/** Set by the 401 handler to the screen whose session ended: its drafts are given back after the next login. */
export const RESTORE_KEY = 'restoreDraft';
const RESTORE_WAIT_MS = 8000;
const draftKey = (user: string, path: string) => `draft:${user}:${path}`;
type Draft = Record<string, string>;

type Field = HTMLInputElement | HTMLTextAreaElement;
const TEXT_TYPES = new Set(['text', 'email', 'search', 'url', 'tel', 'date', 'number']);
function isDraftField(el: EventTarget | null): el is Field {
  if (el instanceof HTMLTextAreaElement) return !el.closest('[data-no-draft]');
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type) && !el.closest('[data-no-draft]');
}

/** A field's name on its screen: its label (else aria-label, name, placeholder), numbered when repeated. */
function fieldsOf(root: ParentNode): Map<string, Field> {
  const out = new Map<string, Field>();
  for (const el of root.querySelectorAll<Field>('input, textarea')) {
    if (!isDraftField(el)) continue;
    const base = `${el.tagName}:${
      el.labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.name || el.placeholder || ''
    }`;
    let key = base;
    for (let n = 2; out.has(key); n++) key = `${base}#${n}`;
    out.set(key, el);
  }
  return out;
}

function read(key: string): Draft {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as Draft;
  } catch {
    return {};
  }
}
function write(key: string, draft: Draft) {
  if (Object.keys(draft).length) localStorage.setItem(key, JSON.stringify(draft));
  else localStorage.removeItem(key);
}

/** Sets a React-controlled field's value the way typing does (the framework listens to the input event). */
function type(el: Field, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps what a child types on a signed-in screen (page texts, titles, the profile's name…) in localStorage, per
 * user and screen, until the server has accepted a POST that carried it (SAVED_EVENT). When a session ends
 * (another device logged out, the token ran out) the 401 handler marks the screen; after logging in again on that
 * screen the kept texts are typed back into its fields and a note says so (issue S point 4). Logging out clears
 * all local storage (spec part 1 §4), drafts included.
 */
export function DraftKeeper({ user }: { user: string | undefined }) {
  const { pathname } = useLocation();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!user) return;
    const key = draftKey(user, pathname);
    const onInput = (e: Event) => {
      if (!isDraftField(e.target)) return;
      const field = [...fieldsOf(document).entries()].find(([, el]) => el === e.target);
      if (field) write(key, { ...read(key), [field[0]]: field[1].value });
    };
    const onSaved = (e: Event) => {
      const sent = (e as CustomEvent<string[]>).detail;
      const draft = read(key);
      for (const [k, v] of Object.entries(draft))
        if (sent.some((s) => s.includes(v) || s.includes(JSON.stringify(v).slice(1, -1)))) delete draft[k];
      write(key, draft);
    };
    document.addEventListener('input', onInput, true);
    window.addEventListener(SAVED_EVENT, onSaved);
    return () => {
      document.removeEventListener('input', onInput, true);
      window.removeEventListener(SAVED_EVENT, onSaved);
    };
  }, [user, pathname]);

  useEffect(() => {
    if (!user || sessionStorage.getItem(RESTORE_KEY) !== pathname) return;
    const draft = read(draftKey(user, pathname));
    if (!Object.keys(draft).length) return sessionStorage.removeItem(RESTORE_KEY);
    // the screen's fields appear once its data has loaded: wait until one of the kept fields is there
    const started = Date.now();
    let seen = false;
    const timer = window.setInterval(() => {
      const fields = fieldsOf(document);
      const present = Object.keys(draft).some((k) => fields.has(k));
      if (present && seen) {
        window.clearInterval(timer);
        sessionStorage.removeItem(RESTORE_KEY);
        let any = false;
        for (const [k, v] of Object.entries(draft)) {
          const el = fields.get(k);
          if (el && el.value !== v) {
            type(el, v);
            any = true;
          }
        }
        setRestored(any);
      } else if (Date.now() - started > RESTORE_WAIT_MS) window.clearInterval(timer);
      seen = present;
    }, 150);
    return () => window.clearInterval(timer);
  }, [user, pathname]);

  if (!restored) return null;
  return (
    <div className="draft-restored" role="status">
      <span>📝 {UI.draftRestored}</span>
      <button type="button" className="linklike" onClick={() => setRestored(false)}>
        {UI.ok}
      </button>
    </div>
  );
}
