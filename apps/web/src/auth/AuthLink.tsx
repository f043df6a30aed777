import type { MouseEvent, ReactNode } from 'react';

interface AuthLinkProps {
  to: string;
  navigate: (to: string) => void;
  children: ReactNode;
}

/** A link between logged-out screens: a real link (new tab, copy) that changes screen without a reload. */
export function AuthLink({ to, navigate, children }: AuthLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="auth-link" href={to} onClick={follow}>
      {children}
    </a>
  );
}
