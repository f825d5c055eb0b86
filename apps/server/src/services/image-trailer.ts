/**
 * True when bytes follow the end of a PNG (IEND chunk), GIF (trailer 0x3B) or WebP (RIFF length) image: the
 * shape of a polyglot, an image with a script or an archive appended. JPEG is not checked: phones append their
 * own data after EOI, and re-encoding drops whatever is there anyway.
 */
export function hasTrailingData(buf: Buffer, format: string): boolean {
  if (format === 'png') {
    const iend = buf.lastIndexOf('IEND', undefined, 'latin1');
    // "IEND" is followed by its 4-byte CRC and nothing else.
    return iend < 0 || buf.length > iend + 8;
  }
  if (format === 'gif') return buf[buf.length - 1] !== 0x3b;
  if (format === 'webp') return buf.length < 12 || buf.readUInt32LE(4) + 8 < buf.length - 1;
  return false;
}
