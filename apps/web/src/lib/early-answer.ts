/**
 * The first answers of a signed-in screen, asked for by the small script inlined in index.html
 * (app/early-requests.ts) while the app's JavaScript is still on its way (decision 0024). On a slow school network
 * the shelf's book list and its first covers then arrive beside the code instead of one round trip each after it.
 * The API client takes such an answer in place of its own request: once, for the same URL and the same token, and
 * only in the first seconds after the page began to load — later requests always ask the server.
 */
export interface EarlyAnswers {
  token: string;
  answers: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    __storycatEarly?: EarlyAnswers;
  }
}

/** After this long (since the page began to load) an early answer is not used: the screen asks afresh. */
export const EARLY_ANSWER_MS = 10_000;

export type Query = Record<string, string | number | boolean | undefined | null>;

/** `path?query` as the API client sends it (undefined and null values left out), so early and late URLs match. */
export function requestUrl(path: string, query?: Query): string {
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Starts the GETs with the token, as the API client would send them; the answers wait for `takeEarlyAnswer`. */
export function askEarly(token: string, urls: string[]): EarlyAnswers {
  const answers = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const answer = fetch(url, { headers: { authorization: `Bearer ${token}` } });
    answer.catch(() => undefined); // never an unhandled rejection: the taker sees the failure, or asks again
    answers.set(url, answer);
  }
  const early = { token, answers };
  window.__storycatEarly = early;
  return early;
}

/** The early answer for this GET, if one was asked with the same token and is still young; each is used once. */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.__storycatEarly;
  if (!early || !token || early.token !== token || performance.now() > EARLY_ANSWER_MS) return undefined;
  const answer = early.answers.get(url);
  early.answers.delete(url);
  return answer;
}
