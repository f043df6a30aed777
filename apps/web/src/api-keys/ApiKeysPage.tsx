import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyDetail } from './ApiKeyDetail';
import { API_KEY_FIELDS } from './apiKeyFields';

/**
 * 000 §2 API keys: under /psp the keys of every merchant (created for a chosen merchant); the merchant's
 * API settings (also inside a merchant viewed by the provider) list and create that merchant's keys.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { scope } = useAccess();
  const may = usePermission();
  const provider = scope.kind === 'provider';
  return (
    <ListPage
      title={t(provider ? 'routes.apiKeys' : 'routes.apiSettings')}
      resource="apikey"
      tableId={provider ? 'pspApiKeys' : 'apiKeys'}
      fields={API_KEY_FIELDS}
      renderDetail={(id, close) => <ApiKeyDetail id={id} onClose={close} />}
      {...(may('apikey.create') && {
        create: { labelKey: 'apiKeys.create', render: (close) => <ApiKeyCreate onClose={close} /> },
      })}
    />
  );
}
