import { REPORT_UI } from '@storycat/contract/report-texts';

/** A 0–10 level bar with its marker at level × 10 % (part 2 §9). */
export function LevelBar({ label, level }: { label: string; level: number }) {
  const at = `${Math.max(0, Math.min(10, level)) * 10}%`;
  return (
    <div className="level-bar" data-testid="level-bar">
      <div className="level-bar-label">
        <span>{label}</span>
        <strong>{REPORT_UI.levelValue(level)}</strong>
      </div>
      <div className="level-bar-track">
        <div className="level-bar-fill" style={{ width: at }} />
        <div className="level-bar-marker" style={{ left: at }} data-testid="level-marker" />
      </div>
      <div className="level-bar-ticks" aria-hidden="true">
        {[0, 2, 4, 6, 8, 10].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </div>
  );
}
