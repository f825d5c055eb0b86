import { PAGE_UI } from '../page-texts.ts';

/**
 * A carousel over pictures with left and right arrows that wrap around (spec part 2 §2 Step7, Ai_photoinput).
 * The shown picture is the chosen one; `index` is controlled by the screen.
 */
export function PictureCarousel({
  pictures,
  index,
  onIndex,
  empty,
}: {
  pictures: readonly string[];
  index: number;
  onIndex: (i: number) => void;
  empty: string;
}) {
  if (pictures.length === 0)
    return (
      <div className="carousel carousel-empty" data-testid="carousel">
        <p>{empty}</p>
      </div>
    );
  const n = pictures.length;
  const current = ((index % n) + n) % n;
  const go = (delta: number) => onIndex((current + delta + n) % n);
  return (
    <div className="carousel" data-testid="carousel">
      <button
        type="button"
        className="carousel-arrow"
        aria-label={PAGE_UI.prev}
        onClick={() => go(-1)}
        disabled={n < 2}
      >
        ‹
      </button>
      <figure className="carousel-frame">
        <img src={pictures[current]} alt={PAGE_UI.pictureAlt(current + 1)} data-testid="carousel-image" />
        <figcaption>
          {current + 1} / {n}
        </figcaption>
      </figure>
      <button type="button" className="carousel-arrow" aria-label={PAGE_UI.next} onClick={() => go(1)} disabled={n < 2}>
        ›
      </button>
    </div>
  );
}
