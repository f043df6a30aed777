import { useTranslation } from 'react-i18next';
import { ListPage } from '../kit/list/ListPage';
import { SettlementDetail } from './SettlementDetail';
import { SETTLEMENT_FIELDS } from './settlementFields';

/** The merchant's settlements, newest first; each opens with every line (ADR 0015). */
export function SettlementsPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t('routes.settlements')}
      resource="settlement"
      tableId="settlements"
      fields={SETTLEMENT_FIELDS}
      defaultSort="-created_at"
      renderDetail={(id, close) => <SettlementDetail id={id} onClose={close} />}
    />
  );
}
