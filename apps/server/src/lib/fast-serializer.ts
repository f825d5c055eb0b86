import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answer written by fast-json-stringify from the JSON Schema of its zod response schema, for hot
 * read routes (shelf, reader, page data). Like zod's serializer it writes only the declared fields, so nothing
 * undeclared leaks; unlike it, it does not re-validate the answer (about 3× faster; docs/decisions/0004-session-cache.md).
 * The zod schema stays on the route for OpenAPI and the types.
 *
 * A frozen `data` (a kept answer of services/answer-cache.ts, which cannot change) is written once: its JSON is
 * remembered beside it, per route, for as long as the value itself lives (docs/decisions/0005-answer-cache.md).
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (answer: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });
  const write = fastJson(json as Parameters<typeof fastJson>[0]);
  const written = new WeakMap<object, { msg: unknown; json: string }>();
  return (answer) => {
    const { data, msg, code } = (answer ?? {}) as { data?: unknown; msg?: unknown; code?: unknown };
    if (code !== 0 || typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(answer);
    const seen = written.get(data);
    if (seen && seen.msg === msg) return seen.json;
    const out = write(answer);
    written.set(data, { msg, json: out });
    return out;
  };
}
