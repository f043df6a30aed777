import { useTranslation } from 'react-i18next';
import { SidePanel } from '../kit/detail/SidePanel';
import { RefundForm } from './RefundForm';

/** The create panel of the refunds list: after the refund is made it closes and the list reloads. */
export function RefundCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('refunds.create')} onClose={onClose}>
      <RefundForm onDone={onClose} />
    </SidePanel>
  );
}
