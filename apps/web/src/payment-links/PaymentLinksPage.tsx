import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { PROFILES_QUERY, profileName, yesNoOptions } from './linkFilters';
import { PAYMENT_LINK_FIELDS } from './paymentLinkFields';

// The panels load when a link or the create form is opened.
const PaymentLinkCreate = lazy(() =>
  import('./PaymentLinkCreate').then((module) => ({ default: module.PaymentLinkCreate })),
);
const PaymentLinkDetail = lazy(() =>
  import('./PaymentLinkDetail').then((module) => ({ default: module.PaymentLinkDetail })),
);

/**
 * 002 §2 payment links: opens on the active ones (the route's initial filter active=true), filtered by
 * status, amount, dates, profile, customer and single or reusable; a link's panel and the create form.
 */
export function PaymentLinksPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { me, viewed } = useAccess();
  const currency = (viewed ?? me.organisation).base_currency;
  const profiles = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileName,
    may('paymentprofile.list'),
  );
  const filters = useMemo<FilterDefinition<'paymentlink'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:paymentlink.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:paymentlink.status',
        options: statusOptions('payment_link', t),
      },
      { kind: 'select', field: 'active', labelKey: 'fields:paymentlink.active', options: yesNoOptions(t) },
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:paymentlink.amount', currency },
      { kind: 'dateRange', field: 'expires_at', labelKey: 'fields:paymentlink.expires_at' },
      {
        kind: 'select',
        field: 'payment_profile',
        labelKey: 'fields:paymentlink.payment_profile',
        options: profiles.options,
      },
      { kind: 'text', field: 'customer', labelKey: 'links.customerId' },
      {
        kind: 'select',
        field: 'reusable',
        labelKey: 'fields:paymentlink.reusable',
        options: yesNoOptions(t),
      },
    ],
    [currency, profiles.options, t],
  );
  return (
    <ListPage
      title={t('routes.paymentLinks')}
      resource="paymentlink"
      tableId="payment-links"
      fields={PAYMENT_LINK_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <PaymentLinkDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('paymentlink.create') && {
        create: {
          labelKey: 'paymentLinks.create',
          render: (close) => (
            <Suspense fallback={null}>
              <PaymentLinkCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
