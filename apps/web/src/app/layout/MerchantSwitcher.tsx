import { ActionIcon, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { merchantScopeBase, type Organisation } from '@psp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resourceClient } from '../../kit/data/resourceClient';
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: merchants = [] } = useQuery({
    queryKey: ['own', 'organisation', 'merchantSwitcher', debounced],
    queryFn: ({ signal }) =>
      providerApi.list<Organisation>(
        'organisation',
        { _search: debounced, kind: 'merchant', _sort: 'name', _limit: 20 },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const options = [
    ...(viewed ? [viewed] : []),
    ...merchants.filter((merchant) => merchant.id !== viewed?.id),
  ];

  const switchTo = (id: string | null) => {
    if (!id) return;
    const rest = scope.kind === 'merchantAsProvider' ? pathname.slice(scope.basePath.length) : '';
    void navigate(`${merchantScopeBase(id)}${rest}`);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t('shell.switchMerchant')}
        placeholder={t('shell.switchMerchantPlaceholder')}
        leftSection={<Icon name="building" />}
        data={options.map((merchant) => ({ value: merchant.id, label: merchant.name }))}
        value={viewed?.id ?? null}
        onChange={switchTo}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('shell.noMerchantFound')}
        filter={({ options: all }) => all}
        w={260}
        data-testid="merchant-switcher"
      />
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
