import type { CornerName } from '@storycat/contract/book-rules';

/**
 * A story page as it will be read: the picture with the bilingual text block (the child's text, then the
 * English) in one of the four corners (spec part 2 §2 Editbook).
 */
export function PageCanvas({
  picture,
  text,
  english,
  corner,
}: {
  picture: string;
  text: string;
  english: string;
  corner: CornerName;
}) {
  return (
    <div className="page-canvas" data-testid="page-canvas">
      {picture ? <img src={picture} alt="" /> : <div className="page-canvas-blank" />}
      <div className={`page-text-block corner-${corner}`} data-testid="text-block" data-corner={corner}>
        <p className="page-text-ch">{text}</p>
        {english ? (
          <p className="page-text-en" lang="en">
            {english}
          </p>
        ) : null}
      </div>
    </div>
  );
}
