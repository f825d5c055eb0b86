import { REPORT_UI } from '@storycat/contract/report-texts';

interface Band {
  low: number;
  high: number;
  label: string;
}

const pct = (n: number) => `${Math.max(0, Math.min(10, n)) * 10}%`;

/**
 * A 0–10 level bar with its marker at level × 10 % (part 2 §9). `band` shades the grade's typical range (issue U);
 * `note` replaces the number and the bar when there is nothing of the child's own to measure.
 */
export function LevelBar({
  label,
  level,
  band,
  note,
  comparison,
}: {
  label: string;
  level: number;
  band?: Band | null;
  note?: string | null;
  comparison?: string;
}) {
  if (note)
    return (
      <div className="level-bar" data-testid="level-bar">
        <div className="level-bar-label">
          <span>{label}</span>
        </div>
        <p className="level-bar-note" data-testid="level-note">
          {note}
        </p>
      </div>
    );
  const at = pct(level);
  return (
    <div className="level-bar" data-testid="level-bar">
      <div className="level-bar-label">
        <span>{label}</span>
        <strong data-testid="level-value">{REPORT_UI.levelValue(level)}</strong>
      </div>
      <div className="level-bar-track">
        <div className="level-bar-fill" style={{ width: at }} />
        {band && (
          <div
            className="level-bar-band"
            data-testid="level-band"
            style={{ left: pct(band.low), width: pct(band.high - band.low) }}
            title={REPORT_UI.bandRange(band.label, band.low, band.high)}
          >
            <span>{band.label}</span>
          </div>
        )}
        <div
          className="level-bar-marker"
          style={{ left: at }}
          data-testid="level-marker"
          title={REPORT_UI.levelChild}
        />
      </div>
      <div className="level-bar-ticks" aria-hidden="true">
        {[0, 2, 4, 6, 8, 10].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      {comparison && (
        <p className="level-bar-compare" data-testid="level-compare">
          {comparison}
        </p>
      )}
    </div>
  );
}
