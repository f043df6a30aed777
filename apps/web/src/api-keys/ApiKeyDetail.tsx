import { Code } from '@mantine/core';
import { apiKeyStatus, refName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import { API_KEY_POPULATE, type ApiKeyRow } from './apiKeyView';

/** A key's read view (never its secret) and, while it is active, revoke. */
export function ApiKeyDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('apikey');
  const field = (name: string) => `fields:apikey.${name}`;
  return (
    <RecordDrawer
      resource="apikey"
      id={id}
      populate={API_KEY_POPULATE}
      onClose={onClose}
      title={(key) => (key ? t('apiKeys.detailTitle', { name: key.name }) : t('routes.apiKeys'))}
      details={(key) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={key.id} /> },
            { labelKey: field('name'), value: key.name },
            { labelKey: field('prefix'), value: <Code>{key.prefix}…</Code> },
            { labelKey: field('status'), value: <ApiKeyStatusBadge status={apiKeyStatus(key)} /> },
            { labelKey: field('organisation'), value: refName(key.organisation) },
            {
              labelKey: field('payment_profile'),
              value: key.payment_profile ? refName(key.payment_profile) : t('apiKeys.allProfiles'),
            },
            {
              labelKey: field('last_used_at'),
              value: key.last_used_at ? <DateTime value={key.last_used_at} /> : t('apiKeys.neverUsed'),
            },
            { labelKey: field('created_at'), value: <DateTime value={key.created_at} /> },
            { labelKey: field('created_by'), value: key.created_by && refName(key.created_by) },
            { labelKey: field('revoked_at'), value: <DateTime value={key.revoked_at} /> },
          ]}
        />
      )}
      {...(may('apikey.update') && {
        // Revoked is final: only an active key has the action.
        actions: (key: ApiKeyRow) =>
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
          ),
      })}
    />
  );
}
