import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

/** The new key's secret, shown once: the user copies it now or creates another key later. */
export function ApiKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<Icon name="alert" />}
        title={t('apiKeys.secretWarningTitle')}
        role="alert"
        // The light yellow variant's title colour is too pale on its background (axe colour contrast).
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('apiKeys.secretWarning')}
      </Alert>
      <Text size="sm">{t('apiKeys.secretFor', { name })}</Text>
      <Code block data-testid="api-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {secret}
      </Code>
      <Group justify="space-between">
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={<Icon name={copied ? 'check' : 'copy'} />}
              onClick={copy}
            >
              {copied ? t('apiKeys.copied') : t('apiKeys.copySecret')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('apiKeys.secretDone')}
        </Button>
      </Group>
    </Stack>
  );
}
