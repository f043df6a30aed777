import type { PopulatedRowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { useUserAccess } from './useUserAccess';

/** Block or unblock, reset MFA and delete, each after a confirmation; never on your own account. */
export function UserActions({
  user,
  onDeleted,
}: {
  user: PopulatedRowOf<'user', 'organisation'>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const access = useUserAccess();
  const writes = useResourceWrites('user');
  const self = user.id === access.myId;
  const values = { name: user.name };
  return (
    <>
      {access.mayUpdate && user.mfa_type && (
        <ConfirmButton
          variant="light"
          title={t('users.resetMfa')}
          message={t('users.resetMfaQuestion', values)}
          confirmLabel={t('users.resetMfa')}
          destructive={false}
          successMessage={t('users.mfaReset')}
          onConfirm={() => writes.action(user.id, 'reset-mfa')}
        >
          {t('users.resetMfa')}
        </ConfirmButton>
      )}
      {access.mayUpdate && !self && (
        <ConfirmButton
          variant="light"
          {...(!user.blocked && { color: 'red' })}
          title={t(user.blocked ? 'users.unblock' : 'users.block')}
          message={t(user.blocked ? 'users.unblockQuestion' : 'users.blockQuestion', values)}
          confirmLabel={t(user.blocked ? 'users.unblock' : 'users.block')}
          destructive={!user.blocked}
          successMessage={t(user.blocked ? 'users.unblocked' : 'users.blocked')}
          onConfirm={() => writes.update(user.id, { blocked: !user.blocked })}
        >
          {t(user.blocked ? 'users.unblock' : 'users.block')}
        </ConfirmButton>
      )}
      {access.mayDelete && !self && (
        <DeleteButton
          messageKey="users.deleteQuestion"
          messageValues={values}
          onDelete={() => writes.remove(user.id)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
