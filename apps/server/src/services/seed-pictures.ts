import { sharp } from '../lib/native.ts';

/**
 * Simple but real pictures for seeded books (e2e and tests): a coloured landscape per page with a big page
 * number, 1024×768 like the illustrator's pictures, so the reader is exercised with real PNG files.
 */
const SCENES = [
  { sky: ['#8fd3ff', '#e3f6ff'], ground: '#7bc96f', hill: '#5aa85a', sun: '#ffd43b' },
  { sky: ['#ffb88c', '#ffe8cc'], ground: '#e9c46a', hill: '#f4a261', sun: '#ff6b6b' },
  { sky: ['#2b2d6e', '#6a4c93'], ground: '#3a506b', hill: '#1c2541', sun: '#fff3bf' },
  { sky: ['#b5ead7', '#f1fff8'], ground: '#52b788', hill: '#2d6a4f', sun: '#ffe066' },
  { sky: ['#a0c4ff', '#fdffb6'], ground: '#4cc9f0', hill: '#4361ee', sun: '#ffd166' },
  { sky: ['#ffc8dd', '#fff0f6'], ground: '#cdb4db', hill: '#a2d2ff', sun: '#ff8fab' },
] as const;

export function sceneSvg(n: number, label = String(n)): string {
  const s = SCENES[(n - 1 + SCENES.length) % SCENES.length]!;
  const sunX = n % 2 ? 150 : 874;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1024 768">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="1024" height="768" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="150" r="70" fill="${s.sun}"/>
  <ellipse cx="250" cy="640" rx="420" ry="210" fill="${s.hill}"/>
  <ellipse cx="820" cy="660" rx="380" ry="190" fill="${s.hill}" opacity=".85"/>
  <rect y="620" width="1024" height="148" fill="${s.ground}"/>
  <rect x="760" y="470" width="26" height="160" fill="#8d5a2b"/>
  <circle cx="773" cy="440" r="70" fill="#2f9e44"/>
  <circle cx="512" cy="384" r="170" fill="#ffffff" opacity=".85"/>
  <text x="512" y="384" font-family="DejaVu Sans, Arial, sans-serif" font-size="220" font-weight="bold"
    fill="#e8590c" text-anchor="middle" dominant-baseline="central">${label}</text>
</svg>`;
}

export function scenePng(n: number, label?: string): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(n, label)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
