import { DataList, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailField {
  labelKey: string;
  value: ReactNode;
}

/** The read view of a record: label and value pairs; an empty value shows a dash. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  const { t } = useTranslation();
  return (
    <DataList withDivider labelWidth={170} size="sm">
      {fields.map((field) => (
        <DataList.Item key={field.labelKey}>
          <DataList.ItemLabel>{t(field.labelKey)}</DataList.ItemLabel>
          <DataList.ItemValue>
            {field.value === null || field.value === undefined || field.value === '' ? (
              <Text c="dimmed" span aria-label={t('detail.empty')}>
                –
              </Text>
            ) : (
              field.value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
