import { apiKeyStatus } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { API_KEY_FIELDS } from './apiKeyFields';

/** A key's read view (never its secret) and, while it is active, revoke. */
export function ApiKeyDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('apikey');
  return (
    <RecordDrawer
      resource="apikey"
      id={id}
      fields={API_KEY_FIELDS}
      onClose={onClose}
      title={(key) => (key ? t('apiKeys.detailTitle', { name: key.name }) : t('routes.apiKeys'))}
      // Revoked is final: only an active key has the action.
      actions={
        may('apikey.update')
          ? (key) =>
              apiKeyStatus(key) === 'active' && (
                <ConfirmButton
                  variant="light"
                  color="red"
                  title={t('apiKeys.revokeTitle')}
                  message={t('apiKeys.revokeQuestion', { name: key.name })}
                  confirmLabel={t('apiKeys.revoke')}
                  successMessage={t('apiKeys.revoked')}
                  onConfirm={() => writes.action(key.id, 'revoke')}
                >
                  {t('apiKeys.revoke')}
                </ConfirmButton>
              )
          : undefined
      }
    />
  );
}
