import { Checkbox } from '@mantine/core';
import type { RowOf, WelcomeMailDefaultFlag } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { notificationStore } from '../kit/feedback/notificationStore';
import { RowControls } from '../kit/list/RowControls';

/**
 * 000 §4: flips a row's merchant or PSP default (an update of the flag alone), then the list reloads; the
 * server takes the flag from the row that held it.
 */
export function DefaultToggle({ row, flag }: { row: RowOf<'welcomemail'>; flag: WelcomeMailDefaultFlag }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('welcomemail');
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await writes.update(row.id, { [flag]: !row[flag] });
    } catch (error) {
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <RowControls>
      <Checkbox
        checked={row[flag]}
        disabled={saving}
        onChange={toggle}
        aria-label={t(`welcomeMails.toggle.${flag}`, { name: row.name })}
      />
    </RowControls>
  );
}
