import { SUBSCRIPTION_PAYMENT_PRODUCTS } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { paymentProductName } from '../kit/format/paymentProductName';
import { CustomerSelect } from '../payment-links/CustomerSelect';
import { PLANS_QUERY, planName } from './SubscriptionsPage';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * 002 §3/§5: customer and plan required; paid by card or PayPal; the first billing day (empty: today)
 * anchors every cycle; the cycles left empty are the plan's.
 */
const subscriptionFormSchema = z.object({
  customer: z.string().min(1),
  plan: z.string().min(1),
  payment_product: z.enum(SUBSCRIPTION_PAYMENT_PRODUCTS),
  due_date: z.preprocess(blankToNull, z.iso.date().nullable()),
  max_billing_cycle: z.preprocess(blankToNull, z.int().min(1).nullable()),
});

/**
 * A new subscription: CREATED, its link to send the customer (the detail's Details tab): for a card
 * the page to give it, for PayPal the page to approve the first payment when it is due.
 */
export function SubscriptionCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscription');
  const plans = useResourceOptions('plan', PLANS_QUERY, planName, may('plan.list'));
  return (
    <SidePanel title={t('subscriptions.create')} onClose={onClose}>
      <EntityForm
        schema={subscriptionFormSchema}
        defaultValues={{
          customer: '',
          plan: '',
          payment_product: 'card',
          due_date: '',
          max_billing_cycle: '',
        }}
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
            name: 'payment_product',
            labelKey: 'fields:subscription.payment_product',
            kind: 'select',
            options: SUBSCRIPTION_PAYMENT_PRODUCTS.map((value) => ({
              value,
              label: paymentProductName(t, value),
            })),
            required: true,
          },
          {
            name: 'due_date',
            labelKey: 'fields:subscription.due_date',
            kind: 'date',
            descriptionKey: 'subscriptions.dueDateHint',
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
            payment_product: values.payment_product,
            ...(values.due_date !== null && { due_date: values.due_date }),
            ...(values.max_billing_cycle !== null && { max_billing_cycle: values.max_billing_cycle }),
          });
          onClose();
        }}
      />
    </SidePanel>
  );
}
