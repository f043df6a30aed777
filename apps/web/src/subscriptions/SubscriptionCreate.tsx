import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { CustomerSelect } from '../payment-links/CustomerSelect';
import { PLANS_QUERY, planName } from './SubscriptionsPage';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** 002 §5: customer and plan required; the cycles left empty are the plan's. */
const subscriptionFormSchema = z.object({
  customer: z.string().min(1),
  plan: z.string().min(1),
  max_billing_cycle: z.preprocess(blankToNull, z.int().min(1).nullable()),
});

/** A new subscription: CREATED, its link to send the customer for the card (the detail's Details tab). */
export function SubscriptionCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscription');
  const plans = useResourceOptions('plan', PLANS_QUERY, planName, may('plan.list'));
  return (
    <SidePanel title={t('subscriptions.create')} onClose={onClose}>
      <EntityForm
        schema={subscriptionFormSchema}
        defaultValues={{ customer: '', plan: '', max_billing_cycle: '' }}
        fields={[
          {
            name: 'customer',
            labelKey: 'fields:subscription.customer',
            kind: 'custom',
            required: true,
            render: (input) => <CustomerSelect input={input} enabled={may('customer.list')} />,
          },
          {
            name: 'plan',
            labelKey: 'fields:subscription.plan',
            kind: 'select',
            options: plans.options,
            required: true,
          },
          {
            name: 'max_billing_cycle',
            labelKey: 'fields:subscription.max_billing_cycle',
            kind: 'number',
            descriptionKey: 'subscriptions.maxCycleHint',
          },
        ]}
        submitLabelKey="form.create"
        successMessageKey="subscriptions.created"
        onSubmit={async (values) => {
          await writes.create({
            customer: values.customer,
            plan: values.plan,
            ...(values.max_billing_cycle !== null && { max_billing_cycle: values.max_billing_cycle }),
          });
          onClose();
        }}
      />
    </SidePanel>
  );
}
