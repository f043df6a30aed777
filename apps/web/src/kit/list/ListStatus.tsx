import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import { Icon } from '../icons/Icon';

interface ListStatusProps {
  kind: 'empty' | 'error';
  error?: Error | null;
  onRetry?: () => void;
}

/** What a list shows instead of rows: nothing matches, or the rows could not be read. */
export function ListStatus({ kind, error, onRetry }: ListStatusProps) {
  const { t } = useTranslation();
  return (
    <Center py={48} role={kind === 'error' ? 'alert' : 'status'}>
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" color={kind === 'error' ? 'red' : 'gray'} size={48} radius="xl">
          <Icon name={kind === 'error' ? 'alert' : 'inbox'} size={26} />
        </ThemeIcon>
        <Text fw={600}>{kind === 'error' ? t('list.errorTitle') : t('list.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {kind === 'error' ? errorMessage(t, error) : t('list.emptyDescription')}
        </Text>
        {onRetry && (
          <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
