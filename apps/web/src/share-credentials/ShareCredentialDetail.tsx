import { Badge, Table } from '@mantine/core';
import { refId } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { ShareCredentialForm } from './ShareCredentialForm';
import { ShareCredentialValuesForm } from './ShareCredentialValuesForm';
import { SHARE_CREDENTIAL_FIELDS } from './shareCredentialFields';

/**
 * A share's read view (values only as set or not), and its edit form by side (000 §6): the provider edits
 * every field, a merchant user the values only.
 */
export function ShareCredentialDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useAccess();
  const may = usePermission();
  const { data, isLoading, error } = useRecord('sharecredential', id, SHARE_CREDENTIAL_FIELDS.populate);
  const writes = useResourceWrites('sharecredential');
  const field = (name: string) => `fields:sharecredential.${name}`;
  const cancel = (done: () => void) => <CancelButton onClick={done} />;
  const details = data && (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(field('detail_name'))}</Table.Th>
          <Table.Th>{t(field('detail_description'))}</Table.Th>
          <Table.Th>{t(field('detail_value'))}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.details.map((detail) => (
          <Table.Tr key={detail.name}>
            <Table.Td>{detail.name}</Table.Td>
            <Table.Td>{detail.description}</Table.Td>
            <Table.Td>
              {/* Shade 9 and 7: white text keeps the 4.5:1 contrast of WCAG AA. */}
              <Badge color={detail.value_set ? 'teal.9' : 'gray.7'} variant="filled">
                {t(detail.value_set ? 'shareCredentials.valueSet' : 'shareCredentials.valueMissing')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <DetailDrawer
      title={data ? data.name : t('routes.shareCredentials')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={detailOf(SHARE_CREDENTIAL_FIELDS, data)} />,
              },
              { value: 'configuration', labelKey: 'shareCredentials.configuration', content: details },
            ]
          : []
      }
      {...(data &&
        may('sharecredential.delete') && {
          actions: (
            <DeleteButton
              messageKey="shareCredentials.deleteQuestion"
              messageValues={{ name: data.name }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('sharecredential.update') && {
          edit: (done: () => void) =>
            me.is_provider ? (
              <ShareCredentialForm
                defaultValues={{
                  name: data.name,
                  organisation: refId(data.organisation) ?? '',
                  description: data.description,
                  type: data.type,
                  gateway: data.gateway as never,
                  payment_product: data.payment_product as never,
                  processor_settlement_type: data.processor_settlement_type as never,
                  user: refId(data.user) ?? '',
                  details: data.details.map(({ name, description, value }) => ({
                    name,
                    description: description ?? '',
                    value: value ?? '',
                  })),
                }}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={cancel(done)}
                onSubmit={async (values) => {
                  await writes.update(data.id, values);
                  done();
                }}
              />
            ) : (
              <ShareCredentialValuesForm
                share={data}
                secondary={cancel(done)}
                onSubmit={async (values) => {
                  await writes.update(data.id, values);
                  done();
                }}
              />
            ),
        })}
    />
  );
}
