/**
 * Writes the twelve zodiac pictures of the report screen to apps/web/public/zodiac/<Animal>.svg from
 * Microsoft Fluent Emoji (flat, MIT, via @iconify-json/fluent-emoji-flat) — the same artwork as the PDF.
 * Run: node --import tsx apps/server/scripts/build-zodiac-art.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { ZODIAC_ANIMALS, zodiacSvg } from '../src/report/zodiac-art.ts';

const out = path.resolve(import.meta.dirname, '../../web/public/zodiac');
fs.mkdirSync(out, { recursive: true });
for (const animal of ZODIAC_ANIMALS) fs.writeFileSync(path.join(out, `${animal}.svg`), zodiacSvg(animal, 256)! + '\n');
console.log('written', ZODIAC_ANIMALS.length, 'pictures to', out);
