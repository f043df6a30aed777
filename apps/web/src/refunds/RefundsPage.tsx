import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { moneyRecordFilters } from '../transactions/paymentFilters';
import { RefundCreate } from './RefundCreate';
import { RefundDetail } from './RefundDetail';
import { REFUND_COLUMNS } from './refundColumns';
import { REFUND_POPULATE, type RefundRow } from './refundView';

/** 002 §2 refunds: the list, its detail, and a refund made here for users who may refund. */
export function RefundsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const filters = useMemo(() => moneyRecordFilters('refund', 'refund', currency, t), [currency, t]);
  return (
    <ListPage<RefundRow>
      title={t('routes.refunds')}
      resource="refund"
      tableId="refunds"
      columns={REFUND_COLUMNS}
      filters={filters}
      populate={REFUND_POPULATE}
      renderDetail={(id, close) => <RefundDetail id={id} onClose={close} />}
      {...(may('transaction.refund') && {
        create: { labelKey: 'refunds.create', render: (close) => <RefundCreate onClose={close} /> },
      })}
    />
  );
}
