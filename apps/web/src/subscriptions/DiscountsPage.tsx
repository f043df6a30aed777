import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { DISCOUNT_FIELDS } from './discountFields';

const DiscountCreate = lazy(() =>
  import('./DiscountCreate').then((module) => ({ default: module.DiscountCreate })),
);
const DiscountDetail = lazy(() =>
  import('./DiscountDetail').then((module) => ({ default: module.DiscountDetail })),
);

/** 002 §2 subscription discounts: create, update and delete. */
export function DiscountsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.discounts')}
      resource="subscriptiondiscount"
      tableId="subscription-discounts"
      fields={DISCOUNT_FIELDS}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <DiscountDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('subscriptiondiscount.create') && {
        create: {
          labelKey: 'subscriptions.discounts.create',
          render: (close) => (
            <Suspense fallback={null}>
              <DiscountCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
