import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { DiscountForm } from './DiscountForm';

export function DiscountCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('subscriptiondiscount');
  return (
    <SidePanel title={t('subscriptions.discounts.create')} onClose={onClose}>
      <DiscountForm
        submitLabelKey="form.create"
        successMessageKey="subscriptions.discounts.created"
        onSubmit={async (body) => {
          await writes.create(body as never);
          onClose();
        }}
      />
    </SidePanel>
  );
}
