import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DeleteButton } from '../kit/form/DeleteButton';
import { Icon } from '../kit/icons/Icon';
import { CheckoutDesignEditor } from './CheckoutDesignEditor';
import { checkoutDesignFormValues } from './checkoutDesignView';

/** 000 §2 /checkout-designs/{checkoutId}: edit (or, without CHECKOUT_UPDATE, read) and delete. */
export function CheckoutDesignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const may = usePermission();
  const id = useParams().checkoutId ?? '';
  const { data, isLoading, error } = useRecord('checkoutdesign', id);
  const writes = useResourceWrites('checkoutdesign');
  const toList = () => navigate('..', { relative: 'path' });
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!data) {
    return (
      <Alert color="red" icon={<Icon name="alert" />} role="alert">
        {errorMessage(t, error)}
      </Alert>
    );
  }
  return (
    <CheckoutDesignEditor
      key={data.id}
      title={t('checkoutDesigns.editTitle', { name: data.name })}
      initialValues={checkoutDesignFormValues(data)}
      submitLabelKey="form.save"
      successMessageKey="form.saved"
      {...(may('checkoutdesign.update') && {
        onSubmit: async (values) => {
          await writes.update(data.id, values);
          toList();
        },
      })}
      onCancel={toList}
      {...(may('checkoutdesign.delete') && {
        actions: (
          <DeleteButton
            messageKey="checkoutDesigns.deleteQuestion"
            messageValues={{ name: data.name }}
            onDelete={() => writes.remove(data.id)}
            onDeleted={toList}
          />
        ),
      })}
    />
  );
}
