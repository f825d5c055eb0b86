import type { FastifyRequest } from 'fastify';
import { field, readForm } from '../../plugins/form.ts';

/** A posted form as single string values (a repeated field keeps its last value). */
export async function formFields(req: FastifyRequest): Promise<Record<string, string>> {
  const form = await readForm(req);
  const out: Record<string, string> = {};
  for (const k of Object.keys(form.fields)) out[k] = field(form, k) ?? '';
  return out;
}
