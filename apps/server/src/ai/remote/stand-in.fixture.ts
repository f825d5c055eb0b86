import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to the stand-in: its path, its bearer key, and its body (parsed when it is JSON). */
export interface StandInRequest {
  url: string;
  auth?: string;
  raw: string;
  body: any;
}
/** What the stand-in answers: a status (200), a body (a string as it is, anything else as JSON), a delay. */
export interface StandInReply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * A stand-in for an OpenAI-compatible service on 127.0.0.1, for the tests of the remote client, the remote engine,
 * the moderation endpoint and the chat: `answer` says what each request gets.
 */
export async function startStandIn(answer: (req: StandInRequest) => StandInReply) {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // a multipart form (images/edits) stays raw
      }
      const r = answer({ url: req.url ?? '', auth: req.headers.authorization, raw, body });
      const send = () =>
        res
          .writeHead(r.status ?? 200, { 'content-type': 'application/json' })
          .end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body ?? {}));
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseURL,
    /** the remote engine's configuration for this stand-in (key `k`, models `m` and `i`) */
    config: (timeoutMs: number) => ({
      AI_PROVIDER: 'openai-compatible' as const,
      AI_BASE_URL: baseURL,
      AI_API_KEY: 'k',
      AI_TEXT_MODEL: 'm',
      AI_IMAGE_MODEL: 'i',
      AI_TIMEOUT_MS: timeoutMs,
    }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A chat-completions answer whose message is `content`. */
export const chatCompletion = (content: string | null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});
