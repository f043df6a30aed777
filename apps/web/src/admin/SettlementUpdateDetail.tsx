import { Alert, Button, Loader } from '@mantine/core';
import { SETTLEMENT_UPDATE_POLL_MS, settlementUpdateDone } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import type { SettlementUpdateDraft } from './SettlementUpdateCreate';
import { SETTLEMENT_UPDATE_FIELDS, SETTLEMENT_UPDATE_POPULATE } from './settlementUpdateFields';

/**
 * A settlement update (001 §4): while the import it asked for has not run (its processor settlement's
 * last_run is before the update), the record is read again every 3 seconds; then 'Reverse last update'
 * opens a new update with last = this one's old last and no run.
 */
export function SettlementUpdateDetail({
  id,
  onClose,
  onReverse,
}: {
  id: string;
  onClose: () => void;
  onReverse: (draft: SettlementUpdateDraft) => void;
}) {
  const { t } = useTranslation();
  const { client, scopeKey } = useScopedApi();
  const populate = SETTLEMENT_UPDATE_POPULATE;
  const record = useQuery({
    queryKey: [scopeKey, 'settlementupdate', 'get', id, populate],
    queryFn: ({ signal }) => client.get('settlementupdate', id, { populate, signal }),
    refetchInterval: (query) => {
      const update = query.state.data;
      if (!update) return false;
      const settlement =
        typeof update.processor_settlement === 'string' ? undefined : update.processor_settlement;
      return settlementUpdateDone(update, settlement?.last_run) ? false : SETTLEMENT_UPDATE_POLL_MS;
    },
  });
  const update = record.data;
  const settlement =
    update && typeof update.processor_settlement !== 'string' ? update.processor_settlement : undefined;
  const done = update ? settlementUpdateDone(update, settlement?.last_run) : false;
  return (
    <DetailDrawer
      title={t('admin.settlementUpdates.detailTitle')}
      onClose={onClose}
      loading={record.isLoading}
      error={record.error}
      {...(update &&
        done &&
        update.old_last && {
          actions: (
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                onReverse({
                  processor_settlement:
                    typeof update.processor_settlement === 'string'
                      ? update.processor_settlement
                      : update.processor_settlement.id,
                  last: update.old_last!,
                  update_last_run: false,
                })
              }
            >
              {t('admin.settlementUpdates.reverse')}
            </Button>
          ),
        })}
      tabs={
        update
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <>
                    {!done && (
                      <Alert color="blue" icon={<Loader size="xs" />} mb="md" role="status">
                        {t('admin.settlementUpdates.running')}
                      </Alert>
                    )}
                    <DetailFields fields={detailOf(SETTLEMENT_UPDATE_FIELDS, update)} />
                  </>
                ),
              },
            ]
          : []
      }
    />
  );
}
