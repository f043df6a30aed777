import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';

/** An identifier with a button that copies it. */
export function CopyableId({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('detail.copied') : t('detail.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={t('detail.copyValue', { value })}
            >
              <Icon name={copied ? 'check' : 'copy'} size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
