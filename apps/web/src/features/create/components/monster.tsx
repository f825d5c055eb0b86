const COLOURS = [
  '#8bd17c',
  '#b197fc',
  '#ff8787',
  '#4dabf7',
  '#ffa94d',
  '#63e6be',
  '#f783ac',
  '#ffd43b',
  '#a9e34b',
  '#74c0fc',
  '#e599f7',
  '#ff922b',
];

/**
 * One of the twelve prize monsters, drawn in SVG (no emoji font needed on a school tablet): each has its own
 * colour, number of eyes and head (horns, antennae or ears), and a dizzy defeated look.
 */
export function Monster({ index, size = 140 }: { index: number; size?: number }) {
  const i = ((index % 12) + 12) % 12;
  const fill = COLOURS[i]!;
  const eyes = (i % 3) + 1;
  const head = Math.floor(i / 3) % 4;
  const eyeXs = eyes === 1 ? [60] : eyes === 2 ? [46, 74] : [40, 60, 80];
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-hidden="true" className="monster">
      <ellipse cx="60" cy="112" rx="34" ry="5" fill="#000" opacity=".1" />
      {head === 0 ? (
        <path d="M34 38 26 12l20 18zM86 38l8-26-20 18z" fill="#fff3bf" stroke="#3b2a1a" strokeWidth="2" />
      ) : null}
      {head === 1 ? (
        <g stroke="#3b2a1a" strokeWidth="3" fill={fill}>
          <path d="M46 30 38 10M74 30l8-20" />
          <circle cx="38" cy="10" r="5" />
          <circle cx="82" cy="10" r="5" />
        </g>
      ) : null}
      {head === 2 ? (
        <path d="M30 44 22 22l24 10zM90 44l8-22-24 10z" fill={fill} stroke="#3b2a1a" strokeWidth="2" />
      ) : null}
      {head === 3 ? <path d="M40 30q20-26 40 0" fill="none" stroke="#3b2a1a" strokeWidth="3" /> : null}
      <path
        d="M20 70q0-44 40-44t40 44v24q-6 10-13 0-7 10-14 0-6 10-13 0-7 10-14 0-6 10-13 0z"
        fill={fill}
        stroke="#3b2a1a"
        strokeWidth="2.5"
      />
      {eyeXs.map((x) => (
        <g key={x} stroke="#3b2a1a" strokeWidth="3" strokeLinecap="round">
          <path d={`M${x - 6} ${52}l12 10M${x + 6} ${52}l-12 10`} />
        </g>
      ))}
      <path d="M44 80q16-10 32 0" fill="none" stroke="#3b2a1a" strokeWidth="3" strokeLinecap="round" />
      <path d="M50 77v5M70 77v5" stroke="#fff" strokeWidth="3" />
      <text x="94" y="34" fontSize="16" aria-hidden="true">
        ✦
      </text>
    </svg>
  );
}
