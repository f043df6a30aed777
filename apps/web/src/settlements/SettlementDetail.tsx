import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { detailOf } from '../kit/fields/detailOf';
import { SettlementLines } from './SettlementLines';
import { SETTLEMENT_FIELDS } from './settlementFields';

/** A settlement: its totals and payout, then every line that makes it. */
export function SettlementDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordDrawer
      resource="settlement"
      id={id}
      fields={SETTLEMENT_FIELDS}
      onClose={onClose}
      title={(settlement) =>
        settlement
          ? t('settlements.detailTitle', { reference: settlement.reference ?? settlement.id.slice(0, 8) })
          : t('routes.settlements')
      }
      details={(settlement) => (
        <Stack>
          <DetailFields fields={detailOf(SETTLEMENT_FIELDS, settlement)} />
          <SettlementLines settlement={settlement} />
        </Stack>
      )}
    />
  );
}
