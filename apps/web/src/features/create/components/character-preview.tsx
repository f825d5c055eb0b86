import { CREATE_UI } from '../create-texts.ts';

/** The picture of the main character, or the drawing progress while it is being made. */
export function CharacterPreview({ image, percent }: { image: string | null; percent: number | null }) {
  const drawing = percent !== null && percent < 100;
  return (
    <div className="character-preview" aria-busy={drawing}>
      {drawing ? (
        <div
          className="character-drawing"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span className="character-brush" aria-hidden="true">
            🖌️
          </span>
          <span className="character-percent" data-testid="character-percent">
            {percent}%
          </span>
          <div className="progress-track">
            <div className="progress-fill" style={{ width: `${percent}%` }} />
          </div>
          <span>{CREATE_UI.generating}</span>
        </div>
      ) : image ? (
        <img src={image} alt={CREATE_UI.characterAlt} className="character-image reveal" />
      ) : (
        <div className="character-empty">
          <span className="character-empty-icon" aria-hidden="true">
            🐱❓
          </span>
          <p>{CREATE_UI.characterEmpty}</p>
        </div>
      )}
      {percent === 100 ? (
        <span className="character-done" data-testid="character-percent">
          100%
        </span>
      ) : null}
    </div>
  );
}
