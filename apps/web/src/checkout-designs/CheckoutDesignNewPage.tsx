import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CheckoutDesignEditor } from './CheckoutDesignEditor';
import { NEW_CHECKOUT_DESIGN } from './checkoutDesignView';

/** 000 §2 /checkout-designs/new, starting from the defaults of 000 §9. */
export function CheckoutDesignNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useResourceWrites('checkoutdesign');
  const toList = () => navigate('..', { relative: 'path' });
  return (
    <CheckoutDesignEditor
      title={t('routes.checkoutDesignNew')}
      initialValues={NEW_CHECKOUT_DESIGN}
      submitLabelKey="form.create"
      successMessageKey="checkoutDesigns.created"
      onSubmit={async (values) => {
        await writes.create(values);
        toList();
      }}
      onCancel={toList}
    />
  );
}
