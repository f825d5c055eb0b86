import type { EbookOptions } from '../api/book-pdf.ts';
import { PAGE_UI } from '../page-texts.ts';

/** The e-book's print options (issue J): zhuyin, the picture-book or bilingual print layout, and its paper. */
export function EbookOptionsForm({
  value,
  onChange,
  disabled,
}: {
  value: EbookOptions;
  onChange: (v: EbookOptions) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="ebook-options" disabled={disabled}>
      <legend>{PAGE_UI.ebookOptions}</legend>
      <label className={`chip ${value.zhuyin ? 'chip-on' : ''}`}>
        <input
          type="checkbox"
          checked={value.zhuyin}
          onChange={(e) => onChange({ ...value, zhuyin: e.target.checked })}
        />
        ㄅㄆㄇ {PAGE_UI.ebookZhuyin}
      </label>
      <label className={`chip ${value.layout === 'book' ? 'chip-on' : ''}`}>
        <input
          type="radio"
          name="ebook-layout"
          checked={value.layout === 'book'}
          onChange={() => onChange({ ...value, layout: 'book' })}
        />
        📖 {PAGE_UI.ebookLayoutBook}
      </label>
      <label className={`chip ${value.layout === 'bilingual' ? 'chip-on' : ''}`}>
        <input
          type="radio"
          name="ebook-layout"
          checked={value.layout === 'bilingual'}
          onChange={() => onChange({ ...value, layout: 'bilingual' })}
        />
        🖨️ {PAGE_UI.ebookLayoutBilingual}
      </label>
      {value.layout === 'bilingual' ? (
        <span className="ebook-paper">
          {(['A4', 'A5'] as const).map((paper) => (
            <label key={paper} className={`chip ${value.paper === paper ? 'chip-on' : ''}`}>
              <input
                type="radio"
                name="ebook-paper"
                checked={value.paper === paper}
                onChange={() => onChange({ ...value, paper })}
              />
              {paper}
            </label>
          ))}
        </span>
      ) : null}
    </fieldset>
  );
}
