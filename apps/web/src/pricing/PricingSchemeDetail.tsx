import { type SchemeType, updatePricingSchemeSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { FeeLinesTable } from './FeeLinesTable';
import { PRICING_SCHEME_FIELDS, pricingSchemeFormFields } from './pricingSchemeFields';

/** A scheme: its settings and every fee line; edited by those who may. */
export function PricingSchemeDetail({
  id,
  type,
  onClose,
}: {
  id: string;
  type: SchemeType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('pricingscheme');
  return (
    <RecordDrawer
      resource="pricingscheme"
      id={id}
      fields={PRICING_SCHEME_FIELDS}
      onClose={onClose}
      title={(scheme) => scheme?.name ?? t('pricing.title')}
      details={(scheme) => <FeeLinesTable scheme={scheme} />}
      edit={
        may('pricingscheme.update')
          ? (scheme, done) => (
              <EntityForm
                schema={updatePricingSchemeSchema}
                defaultValues={{
                  name: scheme.name,
                  description: scheme.description,
                  active: scheme.active,
                  visible: scheme.visible,
                  fees: scheme.fees,
                  ...(type === 'RESERVE' && { reserve_days: scheme.reserve_days }),
                  ...(type === 'COST' && { gateway: scheme.gateway }),
                }}
                fields={pricingSchemeFormFields(type)}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(scheme.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
