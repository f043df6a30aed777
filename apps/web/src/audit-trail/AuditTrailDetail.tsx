import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecord } from '../kit/api/useRecord';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { TransactionSummary } from '../transactions/TransactionSummary';
import { AUDIT_TRAIL_FIELDS, AUDIT_TRAIL_POPULATE } from './auditTrailFields';
import { HttpMessageView } from './HttpMessageView';

/**
 * 002 §2: an audit trail item with tabs Request, Response and Transaction; the last links to the list
 * filtered on the item's transaction.
 */
export function AuditTrailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('audittrail', id, AUDIT_TRAIL_POPULATE);
  return (
    <DetailDrawer
      title={data ? `${data.method} ${data.route}` : t('routes.auditTrail')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'request',
                labelKey: 'auditTrail.tabs.request',
                content: (
                  <>
                    <DetailFields fields={detailOf(AUDIT_TRAIL_FIELDS, data)} />
                    <HttpMessageView message={data.request} url={data.url} />
                  </>
                ),
              },
              {
                value: 'response',
                labelKey: 'auditTrail.tabs.response',
                content: <HttpMessageView message={data.response} url={data.url} />,
              },
              {
                value: 'transaction',
                labelKey: 'auditTrail.tabs.transaction',
                content: data.transaction ? (
                  <Stack gap="sm">
                    <TransactionSummary reference={data.transaction} />
                    {/* 002 §2: every call about the same payment, as a filter of this list. */}
                    <Anchor
                      component={Link}
                      to={`?transaction=${typeof data.transaction === 'string' ? data.transaction : data.transaction.id}`}
                    >
                      {t('transactions.auditTrail')}
                    </Anchor>
                  </Stack>
                ) : (
                  <Text c="dimmed">{t('auditTrail.noTransaction')}</Text>
                ),
              },
            ]
          : []
      }
    />
  );
}
