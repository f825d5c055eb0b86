import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZip } from './zip.ts';

/** Reads entries back through the central directory, the way unzip tools do. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26);
    const packed = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(packed) : packed;
    expect(crc32(data), name).toBe(crc);
    out.set(name, data);
    p += 46 + nameLen;
  }
  return out;
}

describe('createZip', () => {
  it('round-trips text (deflated, Chinese names) and pictures (stored)', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const zip = createZip([
      { name: '繪本/小貓.json', data: Buffer.from(JSON.stringify({ t: '小貓去旅行'.repeat(50) })) },
      { name: 'pictures/a.png', data: png },
      { name: 'empty.txt', data: Buffer.alloc(0) },
    ]);
    const back = readZip(zip);
    expect([...back.keys()]).toEqual(['繪本/小貓.json', 'pictures/a.png', 'empty.txt']);
    expect(JSON.parse(back.get('繪本/小貓.json')!.toString()).t).toContain('小貓去旅行');
    expect(back.get('pictures/a.png')).toEqual(png);
  });

  it('is accepted by the system unzip when one is installed', () => {
    let hasUnzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      hasUnzip = false;
    }
    if (!hasUnzip) return;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'a.zip');
    fs.writeFileSync(file, createZip([{ name: 'a.json', data: Buffer.from('{"a":1}') }]));
    expect(execFileSync('unzip', ['-t', file]).toString()).toMatch(/No errors/);
  });
});
