import { Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

/** A link's hosted page URL, shown whole, with a button that copies it to send to the customer. */
export function LinkUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="flex-start">
      <Code data-testid="link-url" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {url}
      </Code>
      <Group gap="xs">
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={<Icon name={copied ? 'check' : 'copy'} size={14} />}
              onClick={copy}
            >
              {copied ? t('links.copied') : t('links.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="subtle"
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<Icon name="external" size={14} />}
        >
          {t('links.open')}
        </Button>
      </Group>
    </Stack>
  );
}
