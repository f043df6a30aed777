import { Alert, Button, Center, Group, Loader, Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import { DateTimeSeconds } from '../format/DateTime';
import { Icon } from '../icons/Icon';
import { SidePanel } from './SidePanel';

export interface DetailTab {
  value: string;
  labelKey: string;
  content: ReactNode;
}

interface DetailDrawerProps {
  title: string;
  onClose: () => void;
  loading: boolean;
  error: Error | null;
  tabs: readonly DetailTab[];
  /** When the user may edit the record: the edit form, given a callback that returns to the read view. */
  edit?: (done: () => void) => ReactNode;
  /** Other actions on the record beside Edit, e.g. a DeleteButton. */
  actions?: ReactNode;
  /** Opens on the edit form rather than the read view (an 'update' action elsewhere on the screen). */
  startEditing?: boolean;
}

/**
 * The side panel of a list's record (opened by a row, its id in the URL): read view in tabs, or edit form.
 * Its timestamps show seconds.
 */
export function DetailDrawer(props: DetailDrawerProps) {
  const { title, onClose, loading, error, tabs, edit, actions, startEditing = false } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(startEditing);
  return (
    <SidePanel title={title} onClose={onClose}>
      <DateTimeSeconds value={true}>
        {loading ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : error ? (
          <Alert color="red" icon={<Icon name="alert" />} title={t('detail.errorTitle')}>
            {errorMessage(t, error)}
          </Alert>
        ) : editing && edit ? (
          edit(() => setEditing(false))
        ) : (
          <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
            {(actions || edit) && (
              // Above the tabs, so a record with several actions and tabs keeps its tabs on one line.
              <Group justify="flex-end" gap="xs" mb="xs">
                {actions}
                {edit && (
                  <Button variant="light" size="xs" onClick={() => setEditing(true)}>
                    {t('detail.edit')}
                  </Button>
                )}
              </Group>
            )}
            <Tabs.List mb="md">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value}>
                {tab.content}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </DateTimeSeconds>
    </SidePanel>
  );
}
