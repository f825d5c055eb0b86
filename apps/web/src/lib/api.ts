import { ERR } from '@storycat/contract/codes';
import { MSG } from '@storycat/contract/messages';
import { requestUrl, takeEarlyAnswer, type Query } from './early-answer.ts';
import { store } from './storage.ts';

/** An answer with state false (or a network failure), carrying the server's Chinese message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly data?: unknown;
  constructor(msg: string, status: number, code: number, data?: unknown) {
    super(msg);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

/**
 * A successful answer (state true). `T` is the answer's data type as the contract infers it from the endpoint's zod
 * schema (`ClassDetail`, `BookReadView` …, or `AnswerData<typeof someAnswer>`), so callers read `data` without `!`.
 * Calls that answer no data leave `T` as `unknown`.
 */
export interface Answer<T> {
  state: true;
  code: number;
  msg: string;
  data: T;
}

/** `expired` = a token was sent and refused (the session ended elsewhere or ran out), not a visitor without one. */
let onUnauthorized: (expired: boolean) => void = () => window.location.assign('/login');
/** The router installs a navigate-based handler so a 401 does not reload the app. */
export function setUnauthorizedHandler(fn: (expired: boolean) => void) {
  onUnauthorized = fn;
}

/** Fired after a POST the server accepted, with what was sent: the draft keeper forgets texts that are saved. */
export const SAVED_EVENT = 'storycat:saved';

/**
 * The one fetch wrapper: sends the token, unwraps `{ state, code, msg, data }`, and on any 401 removes the token and
 * sends the user to /login (spec part 1 §4). A profile answer with code -1 does the same.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  opts: { query?: Query; json?: unknown; form?: FormData | URLSearchParams; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  const token = store.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const url = requestUrl(path, opts.query);
  let res: Response;
  try {
    // a GET that index.html's early script already asked for takes that answer (early-answer.ts)
    const early = method === 'GET' ? takeEarlyAnswer(url, token) : undefined;
    res = await (early ?? fetch(url, { method, headers, body, signal: opts.signal }));
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(MSG.networkError, 0, ERR.server);
  }
  let env: { state: boolean; code: number; msg: string; data?: unknown };
  try {
    env = (await res.json()) as typeof env;
  } catch {
    throw new ApiError(MSG.networkError, res.status, ERR.server);
  }
  if (res.status === 401 || env.code === ERR.noUser) {
    store.dropToken();
    onUnauthorized(Boolean(token));
    throw new ApiError(env.msg || MSG.unauthorized, 401, env.code);
  }
  if (!res.ok || !env.state) throw new ApiError(env.msg || MSG.networkError, res.status, env.code, env.data);
  if (method === 'POST') {
    const sent = typeof body === 'string' ? [body] : body ? [...(body as FormData).values()].map(String) : [];
    window.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail: sent }));
  }
  // the server validated `data` against the same contract schema that T is inferred from
  return env as Answer<T>;
}

export const api = {
  get: <T = unknown>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { query, signal }),
  post: <T = unknown>(path: string, json?: unknown) => apiRequest<T>('POST', path, { json: json ?? {} }),
  postForm: <T = unknown>(path: string, form: FormData | URLSearchParams, query?: Query) =>
    apiRequest<T>('POST', path, { form, query }),
};
