import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than its headers and the CPU it costs. */
const MIN_BYTES = 1024;
/** Compressed answers remembered by their JSON text, at most this many bytes of text and bytes; oldest first out. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();
let keptBytes = 0;

function remember(text: string, encoding: Encoding, bytes: Buffer) {
  let forms = kept.get(text);
  if (!forms) {
    forms = {};
    kept.set(text, forms);
    keptBytes += text.length * 2; // UTF-16 in memory, roughly
  }
  forms[encoding] = bytes;
  keptBytes += bytes.length;
  while (keptBytes > MAX_KEPT_BYTES && kept.size > 1) {
    const [oldText, old] = kept.entries().next().value!;
    kept.delete(oldText);
    keptBytes -= oldText.length * 2 + (old.br?.length ?? 0) + (old.gzip?.length ?? 0);
  }
}

/** br when the browser takes it, else gzip, else none (an explicit `;q=0` refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const offered = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) offered.add(name);
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
}

function compress(encoding: Encoding, text: string): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(text, { level: 6 });
}

/**
 * onSend hook of the big read answers (the shelf ≈ 60 KB for 10 books, 12× smaller as br). A kept answer's JSON is
 * the same string object every time (lib/fast-serializer.ts), so it is compressed once, on libuv's thread pool,
 * and the bytes are reused until the answer is dropped from memory (docs/decisions/0005-answer-cache.md).
 */
export async function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  let bytes = kept.get(payload)?.[encoding];
  if (!bytes) {
    bytes = await compress(encoding, payload);
    remember(payload, encoding, bytes);
  }
  reply.header('content-encoding', encoding);
  return bytes;
}
