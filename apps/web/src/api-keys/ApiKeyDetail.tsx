import { Code } from '@mantine/core';
import { apiKeyStatus, refName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import { API_KEY_POPULATE, type ApiKeyRow } from './apiKeyView';

/** A key's read view (never its secret) and, while it is active, revoke. */
export function ApiKeyDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { data, isLoading, error } = useRecord<ApiKeyRow>('apikey', id, API_KEY_POPULATE);
  const writes = useResourceWrites<ApiKeyRow>('apikey');
  const field = (name: string) => `fields:apikey.${name}`;
  const status = data && apiKeyStatus(data);
  return (
    <DetailDrawer
      title={data ? t('apiKeys.detailTitle', { name: data.name }) : t('routes.apiKeys')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('name'), value: data.name },
                      { labelKey: field('prefix'), value: <Code>{data.prefix}…</Code> },
                      { labelKey: field('status'), value: <ApiKeyStatusBadge status={status!} /> },
                      { labelKey: field('organisation'), value: refName(data.organisation) },
                      {
                        labelKey: field('payment_profile'),
                        value: data.payment_profile
                          ? refName(data.payment_profile)
                          : t('apiKeys.allProfiles'),
                      },
                      {
                        labelKey: field('last_used_at'),
                        value: data.last_used_at ? (
                          <DateTime value={data.last_used_at} />
                        ) : (
                          t('apiKeys.neverUsed')
                        ),
                      },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                      { labelKey: field('created_by'), value: data.created_by && refName(data.created_by) },
                      { labelKey: field('revoked_at'), value: <DateTime value={data.revoked_at} /> },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
      {...(data &&
        status === 'active' &&
        may('apikey.update') && {
          actions: (
            <ConfirmButton
              variant="light"
              color="red"
              title={t('apiKeys.revokeTitle')}
              message={t('apiKeys.revokeQuestion', { name: data.name })}
              confirmLabel={t('apiKeys.revoke')}
              successMessage={t('apiKeys.revoked')}
              onConfirm={() => writes.action(data.id, 'revoke')}
            >
              {t('apiKeys.revoke')}
            </ConfirmButton>
          ),
        })}
    />
  );
}
