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
    sizes: '(max-width: 600px) 45vw, 300px',
  };
}

/**
 * The covers the shelf shows first and loads at once, with high priority: a phone's first two rows, a tablet's
 * first row. The LCP of the shelf is one of them; the covers below load lazily as the child scrolls.
 */
export const FIRST_COVERS = 4;
