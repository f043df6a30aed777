import type { InputHTMLAttributes } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** The translated validation message, if the value is not valid. */
  error: string | undefined;
}

/** A labelled input of a logged-out screen, with its message tied to it for assistive technology. */
export function AuthField({ id, label, error, required, ...input }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-label">
        {label}
        {required && (
          <span className="auth-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        className="auth-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
