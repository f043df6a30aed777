import type { ReactNode } from 'react';

interface AuthSubmitButtonProps {
  /** The request is under way: a spinner shows and the button is busy. */
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The submit button of a logged-out screen, with the spinner of 000 §2 while submitting. */
export function AuthSubmitButton({ busy, disabled = busy, children }: AuthSubmitButtonProps) {
  return (
    <button type="submit" className="auth-button" disabled={disabled} aria-busy={busy}>
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
