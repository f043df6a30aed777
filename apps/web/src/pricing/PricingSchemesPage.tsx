import { createPricingSchemeSchema, type SchemeType } from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { PricingSchemeDetail } from './PricingSchemeDetail';
import { PRICING_SCHEME_FIELDS, pricingSchemeFormFields } from './pricingSchemeFields';

const TITLES: Record<SchemeType, string> = {
  REVENUE: 'routes.revenuePricing',
  COST: 'routes.costPricing',
  RESERVE: 'routes.reservePricing',
  PARTNER: 'routes.partnerPricing',
};

/**
 * 001 §2.10 pricing/{type}: the provider's schemes of one type. The route opens on active and visible
 * schemes when the URL has no query (the navigation's initial query); the filters change that.
 */
function PricingSchemesPage({ type }: { type: SchemeType }) {
  const { t } = useTranslation();
  const { me } = useAccess();
  const may = usePermission();
  const writes = useResourceWrites('pricingscheme');
  const yesNo = useMemo(
    () => [
      { value: 'true', label: t('common.yes') },
      { value: 'false', label: t('common.no') },
    ],
    [t],
  );
  const filters = useMemo<FilterDefinition<'pricingscheme'>[]>(
    () => [
      { kind: 'select', field: 'active', labelKey: 'fields:pricingscheme.active', options: yesNo },
      { kind: 'select', field: 'visible', labelKey: 'fields:pricingscheme.visible', options: yesNo },
    ],
    [yesNo],
  );
  return (
    <ListPage
      title={t(TITLES[type])}
      resource="pricingscheme"
      tableId={`pricing-${type}`}
      fields={PRICING_SCHEME_FIELDS}
      filters={filters}
      fixedQuery={{ type, organisation: me.organisation.id }}
      defaultSort="name"
      renderDetail={(id, close) => <PricingSchemeDetail id={id} type={type} onClose={close} />}
      {...(may('pricingscheme.create') && {
        create: {
          labelKey: 'pricing.create',
          render: (close) => (
            <SidePanel title={t('pricing.create')} onClose={close}>
              <EntityForm
                schema={createPricingSchemeSchema}
                defaultValues={{
                  type,
                  name: '',
                  active: true,
                  visible: true,
                  fees: [],
                  ...(type === 'RESERVE' && { reserve_days: 90 }),
                }}
                fields={pricingSchemeFormFields(type)}
                submitLabelKey="form.create"
                successMessageKey="pricing.created"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}

/** One page per scheme type, as the route table loads them. */
export const PRICING_PAGES: Record<SchemeType, () => React.JSX.Element> = {
  REVENUE: () => <PricingSchemesPage type="REVENUE" />,
  COST: () => <PricingSchemesPage type="COST" />,
  RESERVE: () => <PricingSchemesPage type="RESERVE" />,
  PARTNER: () => <PricingSchemesPage type="PARTNER" />,
};
