import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answer written by fast-json-stringify from the JSON Schema of its zod response schema, for hot
 * read routes (shelf, reader, page data). Like zod's serializer it writes only the declared fields, so nothing
 * undeclared leaks; unlike it, it does not re-validate the answer (about 3× faster; docs/decisions/0004-session-cache.md).
 * The zod schema stays on the route for OpenAPI and the types.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
