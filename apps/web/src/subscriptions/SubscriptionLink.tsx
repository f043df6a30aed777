import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';
import { LINK_STATUSES } from './subscriptionView';

/** 002 §2/§4: the Copy link button of a subscription waiting for its customer's card. */
export function SubscriptionLink({ status, url }: { status: string; url: string | null }) {
  const { t } = useTranslation();
  if (!url || !LINK_STATUSES.includes(status)) return null;
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={<Icon name={copied ? 'check' : 'copy'} size={14} />}
          onClick={(event) => {
            event.stopPropagation();
            copy();
          }}
        >
          {copied ? t('links.copied') : t('subscriptions.copyLink')}
        </Button>
      )}
    </CopyButton>
  );
}
