import type { ReactNode } from 'react';
import '../create.css';

/**
 * The header of a creation step: a title, the progress bar with its percentage (spec part 2 §9: Step1 20,
 * Step2 60, Character 80, Step7_1 40, Step7_2 60, Step8 80) and room for the step's own buttons. `label`
 * replaces the percentage text (the page editor's 'N pages done, M left').
 */
export function ProgressHeader({
  title,
  percent,
  icon,
  label,
  children,
}: {
  title: string;
  percent: number;
  icon?: ReactNode;
  label?: string;
  children?: ReactNode;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <header className="progress-header">
      <div className="progress-header-top">
        <h1 className="progress-title">
          {icon ? <span className="progress-icon">{icon}</span> : null}
          {title}
        </h1>
        {children ? <div className="progress-actions">{children}</div> : null}
      </div>
      <div
        className="progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={title}
      >
        <div className="progress-fill" style={{ width: `${value}%` }} />
        <span className="progress-runner" style={{ left: `${value}%` }} aria-hidden="true">
          🐾
        </span>
      </div>
      <div className="progress-label" data-testid="progress-label">
        {label ?? `${value}%`}
      </div>
    </header>
  );
}
