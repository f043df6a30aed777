import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { CHECKOUT_DESIGN_COLUMNS } from './checkoutDesignColumns';
import { CHECKOUT_DESIGN_POPULATE } from './checkoutDesignView';

/** 000 §2 /checkout-designs: the list; a design opens on its own page with the live preview. */
export function CheckoutDesignsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.checkoutDesigns')}
      resource="checkoutdesign"
      tableId="checkoutDesigns"
      columns={CHECKOUT_DESIGN_COLUMNS}
      populate={CHECKOUT_DESIGN_POPULATE}
      recordPath={(id) => id}
      {...(may('checkoutdesign.create') && { create: { labelKey: 'checkoutDesigns.create', path: 'new' } })}
    />
  );
}
