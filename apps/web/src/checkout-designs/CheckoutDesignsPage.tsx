import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { CHECKOUT_DESIGN_FIELDS } from './checkoutDesignFields';

/** 000 §2 /checkout-designs: the list; a design opens on its own page with the live preview. */
export function CheckoutDesignsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.checkoutDesigns')}
      resource="checkoutdesign"
      tableId="checkoutDesigns"
      fields={CHECKOUT_DESIGN_FIELDS}
      recordPath={(id) => id}
      {...(may('checkoutdesign.create') && { create: { labelKey: 'checkoutDesigns.create', path: 'new' } })}
    />
  );
}
