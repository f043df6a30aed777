import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { CancelButton } from '../kit/form/CancelButton';
import { PaymentProfileForm } from './PaymentProfileForm';
import { newFormValues, type PaymentProfileFormValues } from './paymentProfileView';
import { usePaymentProfileSources } from './usePaymentProfileSources';

interface PaymentProfileCreateProps {
  onClose: () => void;
  /** A clone: the values of the profile copied, its name already 'Copy of …'. */
  copy?: { values: PaymentProfileFormValues; organisation: { id: string; name: string } };
}

/** A new payment profile, empty or copied from another (clone posts the copy as a new profile). */
export function PaymentProfileCreate({ onClose, copy }: PaymentProfileCreateProps) {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const sources = usePaymentProfileSources();
  const writes = useResourceWrites('paymentprofile');
  // 000 §3: in provider mode the organisation defaults to the merchant in view; the currency to its base currency.
  const current = viewed ?? me.organisation;
  return (
    <SidePanel title={t(copy ? 'paymentProfiles.cloneTitle' : 'paymentProfiles.create')} onClose={onClose}>
      <PaymentProfileForm
        defaultValues={copy?.values ?? newFormValues(current)}
        knownOrganisation={copy?.organisation ?? current}
        existing={false}
        sources={sources}
        submitLabelKey="form.create"
        successMessageKey="paymentProfiles.created"
        secondary={<CancelButton onClick={onClose} />}
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
