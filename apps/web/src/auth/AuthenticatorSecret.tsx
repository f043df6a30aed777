import { useTranslation } from 'react-i18next';

interface AuthenticatorSecretProps {
  /** The QR code as the API draws it: an SVG document, shown as an image so no markup of it runs. */
  qrSvg: string;
  secret: string;
}

function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  return `data:image/svg+xml;base64,${btoa(String.fromCharCode(...bytes))}`;
}

/** What an authenticator app needs: the QR code to scan, or the key to type. */
export function AuthenticatorSecret({ qrSvg, secret }: AuthenticatorSecretProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-secret">
      <p className="auth-text">{t('mfaSetup.scan')}</p>
      <img className="auth-qr" src={svgDataUrl(qrSvg)} alt={t('mfaSetup.qrAlt')} width={180} height={180} />
      <p className="auth-text">
        {t('mfaSetup.manualKey')} <code className="auth-code">{secret}</code>
      </p>
    </div>
  );
}
