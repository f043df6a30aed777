import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { ListPage } from '../kit/list/ListPage';
import { moneyRecordFilters } from '../transactions/paymentFilters';
import { ChargebackDetail } from './ChargebackDetail';
import { CHARGEBACK_COLUMNS } from './chargebackColumns';
import { CHARGEBACK_POPULATE, type ChargebackRow } from './chargebackView';

/** 002 §2 chargebacks: a read-only list with its detail and export. */
export function ChargebacksPage() {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo(() => moneyRecordFilters('chargeback', 'chargeback', currency, t), [currency, t]);
  return (
    <ListPage<ChargebackRow>
      title={t('routes.chargebacks')}
      resource="chargeback"
      tableId="chargebacks"
      columns={CHARGEBACK_COLUMNS}
      filters={filters}
      populate={CHARGEBACK_POPULATE}
      renderDetail={(id, close) => <ChargebackDetail id={id} onClose={close} />}
    />
  );
}
