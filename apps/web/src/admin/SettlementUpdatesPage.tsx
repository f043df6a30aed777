import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { SettlementUpdateCreate, type SettlementUpdateDraft } from './SettlementUpdateCreate';
import { SettlementUpdateDetail } from './SettlementUpdateDetail';
import { SETTLEMENT_UPDATE_FIELDS } from './settlementUpdateFields';

/** 001 §2.9 settlement updates (super user): move a processor settlement's import back and run it again. */
export function SettlementUpdatesPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<SettlementUpdateDraft>();
  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('_open', id);
      return next;
    });
  return (
    <ListPage
      title={t('routes.settlementUpdates')}
      resource="settlementupdate"
      tableId="settlement-updates"
      fields={SETTLEMENT_UPDATE_FIELDS}
      defaultSort="-created_at"
      renderDetail={(id, close) => (
        <SettlementUpdateDetail
          id={id}
          onClose={close}
          onReverse={(reverse) => {
            setDraft(reverse);
            open('new');
          }}
        />
      )}
      {...(may('settlementupdate.create') && {
        create: {
          labelKey: 'admin.settlementUpdates.create',
          render: (close) => (
            <SettlementUpdateCreate
              draft={draft}
              onCreated={(id) => {
                setDraft(undefined);
                open(id);
              }}
              onClose={() => {
                setDraft(undefined);
                close();
              }}
            />
          ),
        },
      })}
    />
  );
}
