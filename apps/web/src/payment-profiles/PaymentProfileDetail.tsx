import { Button } from '@mantine/core';
import { refId, refName } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { PaymentProfileCreate } from './PaymentProfileCreate';
import { PaymentProfileForm } from './PaymentProfileForm';
import { PAYMENT_PROFILE_FIELDS } from './paymentProfileFields';
import { paymentProfileReadTabs } from './paymentProfileReadTabs';
import { formValuesOf, type PaymentProfileFormOutput } from './paymentProfileView';
import { usePaymentProfileSources } from './usePaymentProfileSources';

/** What an update sends: the tabs the user cannot see are left as they are. */
function updateOf(
  values: PaymentProfileFormOutput,
  can: { processors: boolean; middlewares: boolean; routing: boolean },
) {
  const { processors, middlewares, intelligent_routing, routing, ...rest } = values;
  return {
    ...rest,
    ...(can.processors && { processors }),
    ...(can.middlewares && { middlewares }),
    ...(can.routing && { intelligent_routing, routing }),
  };
}

/** A payment profile's read view in tabs, its edit form, clone and delete, by the user's roles. */
export function PaymentProfileDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const sources = usePaymentProfileSources();
  const { data, isLoading, error } = useRecord('paymentprofile', id, PAYMENT_PROFILE_FIELDS.populate);
  const writes = useResourceWrites('paymentprofile');
  const [cloning, setCloning] = useState(false);

  if (data && cloning) {
    return (
      <PaymentProfileCreate
        onClose={onClose}
        copy={{
          values: { ...formValuesOf(data), name: t('paymentProfiles.copyOf', { name: data.name }) },
          organisation: { id: refId(data.organisation) ?? '', name: refName(data.organisation) ?? '' },
        }}
      />
    );
  }
  return (
    <DetailDrawer
      title={data ? t('paymentProfiles.detailTitle', { name: data.name }) : t('routes.paymentProfiles')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={data ? paymentProfileReadTabs(data, sources, t) : []}
      {...(data && {
        actions: (
          <>
            {may('paymentprofile.create') && (
              <Button variant="light" size="xs" onClick={() => setCloning(true)}>
                {t('paymentProfiles.clone')}
              </Button>
            )}
            {may('paymentprofile.delete') && (
              <DeleteButton
                messageKey="paymentProfiles.deleteQuestion"
                messageValues={{ name: data.name }}
                onDelete={() => writes.remove(data.id)}
                onDeleted={onClose}
              />
            )}
          </>
        ),
      })}
      {...(data &&
        may('paymentprofile.update') && {
          edit: (done: () => void) => (
            <PaymentProfileForm
              defaultValues={formValuesOf(data)}
              knownOrganisation={{
                id: refId(data.organisation) ?? '',
                name: refName(data.organisation) ?? '',
              }}
              existing
              sources={sources}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, updateOf(values, sources.can));
                done();
              }}
            />
          ),
        })}
    />
  );
}
