import { ActionIcon, Button, Group, NavLink, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { merchantScopeBase } from '@psp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resourceClient } from '../../kit/api/resourceClient';
import { Icon } from '../../kit/icons/Icon';
import { useAccess } from '../access/useAccess';

const providerApi = resourceClient();

/**
 * For provider users: search a merchant and view the platform in its scope. Switching between merchants
 * keeps the screen; leaving goes back to the provider view.
 */
export function MerchantSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { scope, viewed } = useAccess();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: merchants = [] } = useQuery({
    queryKey: ['own', 'organisation', 'merchantSwitcher', debounced],
    queryFn: ({ signal }) =>
      providerApi.list(
        'organisation',
        { _search: debounced, kind: 'merchant', _sort: 'name', _limit: 20 },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: opened,
  });

  const switchTo = (id: string) => {
    setOpened(false);
    const rest = scope.kind === 'merchantAsProvider' ? pathname.slice(scope.basePath.length) : '';
    void navigate(`${merchantScopeBase(id)}${rest}`);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            w={260}
            justify="space-between"
            leftSection={<Icon name="building" />}
            rightSection={<Icon name="selector" size={16} />}
            onClick={() => setOpened((open) => !open)}
            data-testid="merchant-switcher"
          >
            <Text span size="sm" truncate="end" c={viewed ? undefined : 'dimmed'}>
              {viewed?.name ?? t('shell.switchMerchantPlaceholder')}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label={t('shell.switchMerchant')}>
          <TextInput
            data-autofocus
            type="search"
            aria-label={t('shell.switchMerchant')}
            placeholder={t('list.search')}
            leftSection={<Icon name="search" size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            mb="xs"
          />
          <Stack gap={0} mah={320} style={{ overflowY: 'auto' }}>
            {merchants.map((merchant) => (
              <NavLink
                key={merchant.id}
                component="button"
                label={merchant.name}
                active={merchant.id === viewed?.id}
                aria-current={merchant.id === viewed?.id ? 'true' : undefined}
                onClick={() => switchTo(merchant.id)}
              />
            ))}
            {merchants.length === 0 && (
              <Text size="sm" c="dimmed" p="xs" role="status">
                {t('shell.noMerchantFound')}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {scope.kind === 'merchantAsProvider' && (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('shell.leaveMerchant')}
          title={t('shell.leaveMerchant')}
          onClick={() => navigate('/psp')}
        >
          <Icon name="close" />
        </ActionIcon>
      )}
    </Group>
  );
}
