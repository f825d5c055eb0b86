import { REPORT_UI } from '@storycat/contract/report-texts';

/** The overlay with a percentage shown while the report is being generated. */
export function ProgressOverlay({ value }: { value: number }) {
  return (
    <div className="overlay" data-testid="report-progress">
      <div
        className="modal report-progress"
        role="progressbar"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <p>{REPORT_UI.generating}</p>
        <div className="level-bar-track">
          <div className="level-bar-fill" style={{ width: `${value}%` }} />
        </div>
        <strong>{value}%</strong>
      </div>
    </div>
  );
}
