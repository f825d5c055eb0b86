import { describe, expect, it } from 'vitest';
import { SCENES } from '../scenes.ts';
import { PLACE_AUDIT } from './audit.ts';
import { findPlace } from './find.ts';

const rows = PLACE_AUDIT.trim()
  .split('\n')
  .map((l) => l.split('|') as [string, string]);

describe('places audit (decision 0030)', () => {
  it('has at least 150 phrasings and 120 scenes', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(SCENES.length).toBeGreaterThanOrEqual(120);
  });
  it('every scene the audit names exists', () => {
    const ids = new Set(SCENES.map((s) => s.id));
    expect(rows.filter(([, id]) => !ids.has(id))).toEqual([]);
  });
  it('every phrasing finds its own scene, never the generic meadow', () => {
    const wrong = rows
      .filter(([where, id]) => findPlace(where).id !== id)
      .map(([w, id]) => `${w} → ${findPlace(w).id} (want ${id})`);
    expect(wrong).toEqual([]);
  });
  it('a landmark that draws a thing keeps it at true size: no toy bus at the bus stop', () => {
    for (const s of SCENES) if (s.shows) expect(s.landmarks?.length ?? 0).toBeGreaterThan(0);
  });
});
