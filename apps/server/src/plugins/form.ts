import type { FastifyRequest } from 'fastify';
import { MSG } from '@storycat/contract';
import { AppError } from '../lib/app-error.ts';
import { isStorableText } from './input-guard.ts';

export interface ParsedForm {
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
}

/**
 * Reads a form body sent either url-encoded (parsed by @fastify/formbody) or as multipart. Files are
 * buffered up to the multipart limits; only the named file fields are accepted, others are drained.
 */
export async function readForm(
  req: FastifyRequest,
  fileFields: readonly string[] = [],
  /** a route's own file size limit instead of the app's (exceeding it is a 413 as well) */
  opts: { fileSize?: number } = {},
): Promise<ParsedForm> {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, Buffer> = {};
  const add = (k: string, v: string) => {
    if (!isStorableText(k) || !isStorableText(v)) throw AppError.invalid(MSG.badRequest);
    const cur = fields[k];
    fields[k] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  };
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts(opts.fileSize ? { limits: { fileSize: opts.fileSize } } : undefined)) {
        if (part.type === 'file') {
          if (fileFields.includes(part.fieldname)) files[part.fieldname] = await part.toBuffer();
          else part.file.resume();
        } else if (typeof part.value === 'string') add(part.fieldname, part.value);
      }
    } catch (err) {
      // A broken multipart body (no boundary, cut short) is the sender's fault: 400, not 500. Limits keep their 413.
      if ((err as { statusCode?: number }).statusCode) throw err;
      throw AppError.invalid(MSG.badRequest);
    }
  } else if (req.body && typeof req.body === 'object') {
    for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) {
      // A JSON body may carry nested values (e.g. user_pic_input as an array of objects): those travel as JSON
      // text, which the field readers parse; String() would throw on an object with a `toString` key.
      if (Array.isArray(v) && v.every(isPrimitive)) v.forEach((x) => add(k, String(x)));
      else if (isPrimitive(v)) add(k, String(v));
      else if (v !== undefined && v !== null) add(k, JSON.stringify(v));
    }
  }
  return { fields, files };
}

function isPrimitive(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The single string value of a field (the last one when repeated). */
export function field(f: ParsedForm, name: string): string | undefined {
  const v = f.fields[name];
  return Array.isArray(v) ? v[v.length - 1] : v;
}
