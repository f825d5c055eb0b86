import { LEVEL_UI } from '../lib/level-texts.ts';
import type { PupilOverview } from '../api/get-class.ts';

/** Five bins of the 0–10 Chinese vocabulary level; the last one closed at 10. */
export function levelBins(pupils: Pick<PupilOverview, 'level_ch'>[]) {
  const bins = [0, 2, 4, 6, 8].map((low) => ({ low, high: low + 2, count: 0 }));
  let unmeasured = 0;
  for (const p of pupils) {
    if (p.level_ch === null || p.level_ch === undefined) unmeasured += 1;
    else bins[Math.min(4, Math.floor(Math.max(0, p.level_ch) / 2))]!.count += 1;
  }
  return { bins, unmeasured };
}

/**
 * The class's level distribution (issue U): how many pupils' latest books reach each band of the Chinese level,
 * and how many are not measured yet (under 150 words). A small bar chart drawn with CSS, read by screen readers
 * as a list.
 */
export function LevelDistribution({ pupils }: { pupils: PupilOverview[] }) {
  const { bins, unmeasured } = levelBins(pupils);
  const max = Math.max(1, ...bins.map((b) => b.count));
  return (
    <figure className="level-distribution" data-testid="level-distribution">
      <figcaption>{LEVEL_UI.levelDistribution}</figcaption>
      <ul>
        {bins.map((b) => (
          <li key={b.low} aria-label={LEVEL_UI.levelBin(b.low, b.high, b.count)}>
            <span className="bar-wrap" aria-hidden="true">
              <span className="bar" style={{ height: `${(b.count / max) * 100}%` }} />
            </span>
            <strong>{b.count}</strong>
            <span className="bin">
              {b.low}–{b.high}
            </span>
          </li>
        ))}
      </ul>
      <p className="hint-text">{LEVEL_UI.levelNote(unmeasured)}</p>
    </figure>
  );
}
