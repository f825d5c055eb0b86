import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { UI } from '../../lib/messages.ts';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** makes the field shake (e.g. 1.5 s after a validation error) */
  shake?: boolean;
}

export function TextField({ label, hint, shake, className = '', ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`field ${shake ? 'shake' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {hint ? <div className="field-hint">{hint}</div> : null}
    </div>
  );
}

/** A password input with the spec's show/hide toggle. */
export function PasswordField({ label, shake, ...input }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={`field ${shake ? 'shake' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="password-row">
        <input id={id} type={shown ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="eye"
          aria-label={shown ? UI.hidePassword : UI.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? '🙈' : '👁️'}
        </button>
      </div>
    </div>
  );
}
