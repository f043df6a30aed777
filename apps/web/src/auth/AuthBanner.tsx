import type { ReactNode } from 'react';

interface AuthBannerProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message above a logged-out form: errors are alerts, confirmations a status. */
export function AuthBanner({ tone, children }: AuthBannerProps) {
  return (
    <p className={`auth-banner auth-banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
