import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';
import { statusOptions } from '../transactions/paymentFilters';
import { CARD_ADD_LINK_FIELDS } from './cardAddLinkFields';

const CardAddLinkCreate = lazy(() =>
  import('./CardAddLinkCreate').then((module) => ({ default: module.CardAddLinkCreate })),
);
const CardAddLinkDetail = lazy(() =>
  import('./CardAddLinkDetail').then((module) => ({ default: module.CardAddLinkDetail })),
);

/** 002 §2 card-add links: every link (no initial filter), its panel with Cancel, and the create form. */
export function CardAddLinksPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const profiles = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileName,
    may('paymentprofile.list'),
  );
  const filters = useMemo<FilterDefinition<'cardaddlink'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:cardaddlink.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:cardaddlink.status',
        options: statusOptions('card_add_link', t),
      },
      { kind: 'dateRange', field: 'expires_at', labelKey: 'fields:cardaddlink.expires_at' },
      {
        kind: 'select',
        field: 'payment_profile',
        labelKey: 'fields:cardaddlink.payment_profile',
        options: profiles.options,
      },
      { kind: 'text', field: 'customer', labelKey: 'links.customerId' },
    ],
    [profiles.options, t],
  );
  return (
    <ListPage
      title={t('routes.cardAddLinks')}
      resource="cardaddlink"
      tableId="card-add-links"
      fields={CARD_ADD_LINK_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <CardAddLinkDetail id={id} onClose={close} />
        </Suspense>
      )}
      {...(may('cardaddlink.create') && {
        create: {
          labelKey: 'cardAddLinks.create',
          render: (close) => (
            <Suspense fallback={null}>
              <CardAddLinkCreate onClose={close} />
            </Suspense>
          ),
        },
      })}
    />
  );
}
