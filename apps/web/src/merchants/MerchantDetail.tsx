import { Anchor, Button } from '@mantine/core';
import { DEACTIVATION_REASON_MAX_LENGTH, type Merchant, merchantScopeBase } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { MerchantStatus } from './MerchantStatus';
import { MerchantVolumes } from './MerchantVolumes';
import { useMerchantToggle } from './useMerchants';

/** A merchant of the list: its 24 hours, its state, the toggle (001 §4) and the way into its pages. */
export function MerchantDetail({
  merchant,
  onToggled,
  onClose,
}: {
  merchant: Merchant;
  onToggled: (active: boolean, reason: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const toggle = useMerchantToggle();
  const action = merchant.active ? 'deactivate' : 'activate';
  return (
    <DetailDrawer
      title={merchant.name}
      onClose={onClose}
      loading={false}
      error={null}
      actions={
        <>
          <Button component={Link} to={merchantScopeBase(merchant.id)} variant="default" size="xs">
            {t('admin.merchants.open')}
          </Button>
          {may('merchant.toggle') && (
            <ConfirmButton
              size="xs"
              variant={merchant.active ? 'light' : 'filled'}
              color={merchant.active ? 'red' : 'green'}
              destructive={merchant.active}
              title={t(`admin.merchants.${action}Title`, { name: merchant.name })}
              message={t(`admin.merchants.${action}Message`, { name: merchant.name })}
              confirmLabel={t(`admin.merchants.${action}`)}
              successMessage={t(`admin.merchants.${action}d`, { name: merchant.name })}
              {...(merchant.active && {
                reason: { label: t('admin.merchants.reason'), maxLength: DEACTIVATION_REASON_MAX_LENGTH },
              })}
              onConfirm={async (reason) => {
                const { active } = await toggle(merchant, reason);
                onToggled(active, active ? null : reason);
              }}
            >
              {t(`admin.merchants.${action}`)}
            </ConfirmButton>
          )}
        </>
      }
      tabs={[
        {
          value: 'details',
          labelKey: 'detail.details',
          content: (
            <DetailFields
              fields={[
                { labelKey: 'admin.merchants.status', value: <MerchantStatus active={merchant.active} /> },
                { labelKey: 'admin.merchants.reason', value: merchant.deactivation_reason },
                {
                  labelKey: 'admin.merchants.parent',
                  value: merchant.parent && (
                    <Anchor component={Link} to={merchantScopeBase(merchant.parent.id)}>
                      {merchant.parent.name}
                    </Anchor>
                  ),
                },
                {
                  labelKey: 'admin.merchants.amount',
                  value: <MerchantVolumes volumes={merchant.last24hours} />,
                },
                { labelKey: 'admin.merchants.count', value: merchant.count },
                { labelKey: 'admin.merchants.id', value: <CopyableId value={merchant.id} /> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
