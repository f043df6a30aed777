import { Paper, Text } from '@mantine/core';
import { type CheckoutDesignForm, PAYMENT_PRODUCTS } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { paymentProductName } from '../kit/format/paymentProductName';
import { useLanguage } from '../kit/format/useLanguage';
import { checkoutPreviewDocument } from './checkoutPreviewDocument';

const EXAMPLE_PAYMENT = {
  amount: 123_456,
  currency: 'EUR',
  merchantReference: 'ORDER-2026-0042',
};

/**
 * The payment page with the design applied, live while the form changes. It renders in a sandboxed
 * iframe without scripts or same-origin rights, so the merchant's css cannot reach the back-office.
 */
export function CheckoutPreview({ design }: { design: Partial<CheckoutDesignForm> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const document = checkoutPreviewDocument(
    design,
    { ...EXAMPLE_PAYMENT, description: t('checkoutDesigns.previewDescription') },
    {
      lang: language,
      title: t('checkoutDesigns.preview'),
      amount: t('checkoutDesigns.previewAmount'),
      payWith: (product) => t('checkoutDesigns.payWith', { product }),
      language: t('checkoutDesigns.previewLanguage'),
      products: Object.fromEntries(
        PAYMENT_PRODUCTS.map((product) => [product, paymentProductName(t, product)]),
      ),
      languages: [
        { value: 'en', label: 'English' },
        { value: 'nl', label: 'Nederlands' },
      ],
    },
  );
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs" id="checkout-preview-title">
        {t('checkoutDesigns.preview')}
      </Text>
      <iframe
        title={t('checkoutDesigns.preview')}
        sandbox=""
        srcDoc={document}
        data-testid="checkout-preview"
        style={{ width: '100%', height: 460, border: 0, borderRadius: 6 }}
      />
    </Paper>
  );
}
