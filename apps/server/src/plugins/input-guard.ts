import { MSG } from '@storycat/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { isWellFormedText } from '../lib/text.ts';

/** A string PostgreSQL and encoders can take: no NUL, no lone UTF-16 surrogate. */
export const isStorableText = (s: string) => !s.includes('\u0000') && isWellFormedText(s);

/** True when a string (or key) anywhere in a parsed query or body is not storable text. */
export function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (!isStorableText(k) || holdsBadText(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold NUL and a lone surrogate breaks URL-encoding, so such a value would fail deep in a
 * query or a signature as a 500. No field of ours has a use for either: refuse them up front with 400. (Multipart fields are checked in readForm, which parses them later.)
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsBadText(req.query) || holdsBadText(req.body)) throw AppError.invalid(MSG.badRequest);
  });
}
