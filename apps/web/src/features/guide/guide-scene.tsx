import type { Guide } from './guides.ts';

const SKIES: Record<Guide['sky'], [string, string]> = {
  dawn: ['#ffd8a8', '#fff4e6'],
  day: ['#74c0fc', '#d0ebff'],
  storm: ['#748ffc', '#bac8ff'],
  sunset: ['#ff8787', '#ffd43b'],
  night: ['#364fc7', '#7048e8'],
};

/** A pirate-sea picture for a guide: sky, sun or moon, waves, a ship and the guide's own actors (emoji). */
export function GuideScene({ guide, hero }: { guide: Guide; hero?: { image: string; name: string } }) {
  const [top, bottom] = SKIES[guide.sky];
  const night = guide.sky === 'night';
  const id = `sky-${guide.n}`;
  return (
    <svg
      className="guide-scene"
      viewBox="0 0 640 300"
      role="img"
      aria-label={hero ? `${guide.title}：${hero.name}` : guide.title}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="640" height="300" fill={`url(#${id})`} />
      {night ? (
        <g fill="#fff">
          <circle cx="540" cy="60" r="28" fill="#fff3bf" />
          {[80, 160, 250, 330, 420].map((x, i) => (
            <circle key={x} cx={x} cy={30 + (i % 2) * 35} r="3" />
          ))}
        </g>
      ) : guide.sky === 'storm' ? (
        <text x="540" y="90" fontSize="56" textAnchor="middle">
          ⚡
        </text>
      ) : (
        <circle cx="540" cy="64" r="34" fill="#ffe066" />
      )}
      <g fill={guide.sky === 'storm' ? '#5c5f8a' : '#fff'} opacity={night ? 0.25 : 0.85}>
        <ellipse cx="120" cy="60" rx="50" ry="16" />
        <ellipse cx="150" cy="50" rx="34" ry="16" />
        <ellipse cx="380" cy="80" rx="44" ry="13" />
      </g>
      <path d="M470 200 q40-70 90-40 q30 10 50 40z" fill="#8ce99a" />
      <text x="520" y="175" fontSize="44" textAnchor="middle">
        🌴
      </text>
      <path d="M0 200 q40-16 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 V300 H0z" fill="#339af0" />
      <path d="M0 230 q40-14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 V300 H0z" fill="#1c7ed6" />
      <g className="guide-ship">
        <text x="200" y="215" fontSize="110" textAnchor="middle">
          ⛵
        </text>
        <text x="200" y="112" fontSize="34" textAnchor="middle">
          🏴‍☠️
        </text>
      </g>
      {guide.actors.map((a, i) => (
        <text key={a} x={330 + i * 80} y={i % 2 ? 250 : 200} fontSize="58" textAnchor="middle" className="guide-actor">
          {a}
        </text>
      ))}
      {hero ? (
        <g data-testid="guide-hero">
          <clipPath id={`hero-${guide.n}`}>
            <circle cx="80" cy="240" r="48" />
          </clipPath>
          <circle cx="80" cy="240" r="53" fill="#fff" />
          <image
            href={hero.image}
            x="32"
            y="192"
            width="96"
            height="96"
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#hero-${guide.n})`}
          />
        </g>
      ) : (
        <text x="80" y="280" fontSize="54" textAnchor="middle">
          🐱
        </text>
      )}
    </svg>
  );
}
