import { isOpenLink } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { LinkEditForm } from '../payment-links/LinkEditForm';
import { customerName } from '../transactions/transactionView';
import { CARD_ADD_LINK_FIELDS } from './cardAddLinkFields';

/** A card-add link: its fields and URL to copy, and Edit (expiry) and Cancel while it is open, for users who may update links. */
export function CardAddLinkDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('cardaddlink');
  return (
    <RecordDrawer
      resource="cardaddlink"
      id={id}
      fields={CARD_ADD_LINK_FIELDS}
      onClose={onClose}
      title={(link) => {
        const name = link && customerName(link);
        return name ? t('cardAddLinks.detailTitle', { name }) : t('routes.cardAddLinks');
      }}
      editable={(link) => isOpenLink(link.status)}
      edit={
        may('cardaddlink.update')
          ? (link, done) => <LinkEditForm resource="cardaddlink" link={link} done={done} />
          : undefined
      }
      actions={
        may('cardaddlink.cancel')
          ? (link) =>
              isOpenLink(link.status) && (
                <ConfirmButton
                  variant="light"
                  color="red"
                  title={t('cardAddLinks.cancel')}
                  message={t('cardAddLinks.cancelQuestion')}
                  confirmLabel={t('cardAddLinks.cancel')}
                  successMessage={t('cardAddLinks.cancelled')}
                  onConfirm={() => writes.action(link.id, 'cancel')}
                >
                  {t('cardAddLinks.cancel')}
                </ConfirmButton>
              )
          : undefined
      }
    />
  );
}
