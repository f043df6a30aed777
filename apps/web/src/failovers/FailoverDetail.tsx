import { refId, refName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { DateTime } from '../kit/format/DateTime';
import { FailoverForm } from './FailoverForm';
import { ProcessorNames, ProductText } from './failoverColumns';
import { FAILOVER_POPULATE, type FailoverRow } from './failoverView';

/** A failover list's read view, edit form (the order of its processors) and delete, by the user's roles. */
export function FailoverDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('failover');
  const field = (name: string) => `fields:failover.${name}`;
  const productName = (failover: FailoverRow) => t(`shareCredentials.option.${failover.payment_product}`);
  return (
    <RecordDrawer
      resource="failover"
      id={id}
      populate={FAILOVER_POPULATE}
      onClose={onClose}
      title={(failover) =>
        failover ? t('failovers.detailTitle', { product: productName(failover) }) : t('routes.failovers')
      }
      details={(failover) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={failover.id} /> },
            { labelKey: field('organisation'), value: refName(failover.organisation) },
            { labelKey: field('payment_product'), value: <ProductText product={failover.payment_product} /> },
            { labelKey: field('processors'), value: <ProcessorNames ids={failover.processors} /> },
            { labelKey: field('max_attempts'), value: String(failover.max_attempts) },
            { labelKey: field('created_at'), value: <DateTime value={failover.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={failover.updated_at} /> },
          ]}
        />
      )}
      {...(may('failover.delete') && {
        actions: (failover: FailoverRow) => (
          <DeleteButton
            messageKey="failovers.deleteQuestion"
            messageValues={{ product: productName(failover) }}
            onDelete={() => writes.remove(failover.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('failover.update') && {
        edit: (failover: FailoverRow, done: () => void) => (
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
        ),
      })}
    />
  );
}
