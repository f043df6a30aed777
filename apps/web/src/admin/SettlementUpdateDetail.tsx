import { Alert, Button, Group, Loader } from '@mantine/core';
import {
  cloneOfSettlementUpdate,
  reverseOfSettlementUpdate,
  SETTLEMENT_UPDATE_POLL_MS,
  type SettlementUpdateDraft,
  settlementUpdateDone,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { SETTLEMENT_UPDATE_FIELDS, SETTLEMENT_UPDATE_POPULATE } from './settlementUpdateFields';

/**
 * A settlement update (001 §4): while the import it asked for has not run (its processor settlement's
 * last_run is before the update), the record is read again every 3 seconds; then 'Reverse last update'
 * opens a new update with last = this one's old last and no run. 'Clone' (for those who may create)
 * opens one prefilled with this one's values.
 */
export function SettlementUpdateDetail({
  id,
  onClose,
  onDraft,
}: {
  id: string;
  onClose: () => void;
  /** Opens the create form prefilled; absent for those who may not create updates. */
  onDraft?: ((draft: SettlementUpdateDraft) => void) | undefined;
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
        onDraft && {
          actions: (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => onDraft(cloneOfSettlementUpdate(update))}>
                {t('admin.settlementUpdates.clone')}
              </Button>
              {done && update.old_last && (
                <Button size="xs" variant="light" onClick={() => onDraft(reverseOfSettlementUpdate(update)!)}>
                  {t('admin.settlementUpdates.reverse')}
                </Button>
              )}
            </Group>
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
