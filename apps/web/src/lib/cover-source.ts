/**
 * A book cover on the shelf: stored pictures come as small thumbnails (WebP where the browser takes it); a cover
 * is ~170–300 px wide. One place, because index.html's early script preloads the first covers with exactly the
 * sources the shelf then shows (app/early-requests.ts): a different URL would download the picture twice.
 */
export function coverSource(src: string): { src: string; srcSet?: string; sizes?: string } {
  if (!src.startsWith('/files/')) return { src };
  return {
    src: `${src}?w=320`,
    srcSet: `${src}?w=320 320w, ${src}?w=640 640w`,
    // the card's width (features/shelf/shelf.css): two columns on a phone (≤ 640 px: the page's, the grid's padding
    // and the gap take 34 px of each column's half), else columns of 210 px or more, ≈ 300 px at most as a rule. An
    // exact phone size lets a 1.75× phone take the 320 px copy instead of the 640 px one (a quarter of the pixels).
    sizes: '(max-width: 640px) calc(50vw - 34px), 300px',
  };
}

/**
 * The covers the shelf shows first and loads at once, with high priority: a phone's first two rows, a tablet's
 * first row. The LCP of the shelf is one of them; the covers below load lazily as the child scrolls.
 */
export const FIRST_COVERS = 4;
