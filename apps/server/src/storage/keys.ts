import path from 'node:path';

/** Storage keys: their content type and the shape every adapter accepts (local directory and S3 alike). */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

export function contentTypeFor(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) || key.includes('..'))
    throw new Error(`unsafe storage key ${key}`);
}
