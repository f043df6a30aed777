import { refId } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { paymentProductName } from '../kit/format/paymentProductName';
import { FailoverForm } from './FailoverForm';
import { FAILOVER_FIELDS } from './failoverFields';

/** A failover list's read view, edit form (the order of its processors) and delete, by the user's roles. */
export function FailoverDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('failover');
  const productName = (failover: { payment_product: string }) =>
    paymentProductName(t, failover.payment_product);
  return (
    <RecordDrawer
      resource="failover"
      id={id}
      fields={FAILOVER_FIELDS}
      onClose={onClose}
      title={(failover) =>
        failover ? t('failovers.detailTitle', { product: productName(failover) }) : t('routes.failovers')
      }
      remove={{
        question: 'failovers.deleteQuestion',
        values: (failover) => ({ product: productName(failover) }),
      }}
      edit={
        may('failover.update')
          ? (failover, done) => (
              <FailoverForm
                organisation={refId(failover.organisation) ?? ''}
                existing={failover}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async ({ processors, max_attempts }) => {
                  await writes.update(failover.id, { processors, max_attempts });
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
