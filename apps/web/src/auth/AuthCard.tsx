import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

interface AuthCardProps {
  /** The route's title, also the document title. */
  title: string;
  heading: string;
  children: ReactNode;
}

/** The frame of the logged-out screens: product mark, screen heading, content. */
export function AuthCard({ title, heading, children }: AuthCardProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-brand">
          <span className="auth-mark">
            <Icon name="shield" />
          </span>
          {t('app.name')}
        </p>
        <h1 className="auth-heading">{heading}</h1>
        {children}
      </div>
    </main>
  );
}
