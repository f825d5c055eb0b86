import { UI } from '../../lib/messages.ts';
/** The Storycat mascot: an orange tabby cat holding a pencil, drawn in SVG so it is crisp on every screen. */
export function MascotCat({ size = 120, className = '' }: { size?: number; className?: string }) {
  return (
    <svg
      className={`mascot-cat ${className}`}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-label={UI.appName}
    >
      <ellipse cx="60" cy="112" rx="36" ry="5" fill="#000" opacity=".08" />
      <path d="M86 96c14-2 22-14 16-24" stroke="#f08a2c" strokeWidth="8" fill="none" strokeLinecap="round" />
      <ellipse cx="60" cy="88" rx="30" ry="24" fill="#ffa94d" />
      <ellipse cx="60" cy="94" rx="17" ry="14" fill="#fff3e0" />
      <path d="M24 36 20 8l26 16zM96 36l4-28-26 16z" fill="#ffa94d" />
      <path d="M27 30 25 15l13 9zM93 30l2-15-13 9z" fill="#ffd3a8" />
      <ellipse cx="60" cy="48" rx="38" ry="32" fill="#ffa94d" />
      <path
        d="M48 20q4 8 0 14M60 17v15M72 20q-4 8 0 14"
        stroke="#e07b1f"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="46" cy="48" rx="6" ry="7.5" fill="#3b2a1a" />
      <ellipse cx="74" cy="48" rx="6" ry="7.5" fill="#3b2a1a" />
      <circle cx="48" cy="45" r="2.2" fill="#fff" />
      <circle cx="76" cy="45" r="2.2" fill="#fff" />
      <ellipse cx="36" cy="60" rx="6" ry="3.5" fill="#ff8a8a" opacity=".6" />
      <ellipse cx="84" cy="60" rx="6" ry="3.5" fill="#ff8a8a" opacity=".6" />
      <path d="M56 58h8l-4 4z" fill="#e0564f" />
      <path d="M60 62q-3 5-8 3M60 62q3 5 8 3" stroke="#3b2a1a" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M20 56h14M20 62l14-2M100 56H86M100 62l-14-2" stroke="#3b2a1a" strokeWidth="1.6" strokeLinecap="round" />
      <g transform="rotate(-30 92 82)">
        <rect x="86" y="62" width="8" height="34" rx="2" fill="#4dabf7" />
        <path d="M86 96h8l-4 8z" fill="#ffe066" />
        <rect x="86" y="62" width="8" height="5" fill="#ff8787" />
      </g>
      <ellipse cx="84" cy="86" rx="8" ry="6" fill="#ffa94d" />
    </svg>
  );
}

/** The mascot with a speech bubble; a shaking bubble marks an error text (spec: shake 0.5 s). */
export function Mascot({ text, shake = false, size = 96 }: { text?: string | null; shake?: boolean; size?: number }) {
  return (
    <div className="mascot">
      {text ? (
        <div className={`bubble ${shake ? 'shake-fast' : ''}`} role="status" aria-live="polite">
          {text}
        </div>
      ) : null}
      <MascotCat size={size} />
    </div>
  );
}
