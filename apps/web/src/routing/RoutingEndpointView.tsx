import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';
import { branchWords, useRoutingTree } from './RoutingTreeContext';
import { addCondition, type BranchPath, type DraftEndpoint, detailsPath, setEndpoint } from './routingDraft';

/**
 * An endpoint: the processor the payment goes to. While editing, the processor is chosen from those of
 * the payment product, or the endpoint becomes a node by adding a condition (002 §4).
 */
export function RoutingEndpointView({ endpoint, path }: { endpoint: DraftEndpoint; path: BranchPath }) {
  const { t } = useTranslation();
  const tree = useRoutingTree();
  const words = branchWords(path, t);
  const reached = tree.simulation?.endpoint === endpoint.id;
  const error = tree.errors.get(detailsPath(path));
  if (!tree.editing) {
    return (
      <Group gap="xs" data-endpoint={path.join('.')}>
        <Badge
          variant={reached ? 'filled' : 'light'}
          color={endpoint.processor ? 'blue' : 'red'}
          tt="none"
          leftSection={<Icon name="server" size={12} />}
          aria-label={`${words}: ${t('routing.tree.processor')} ${endpoint.processor ? tree.processorName(endpoint.processor) : t('routing.tree.noProcessor')}`}
        >
          {endpoint.processor ? tree.processorName(endpoint.processor) : t('routing.tree.noProcessor')}
        </Badge>
        {reached && (
          <Text size="xs" c="green.8" fw={600}>
            {t('routing.simulate.routedHere')}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-start" data-endpoint={path.join('.')}>
      <Select
        size="sm"
        aria-label={t('routing.tree.processorOf', { path: words })}
        placeholder={t('routing.tree.chooseProcessor')}
        data={tree.processorOptions as { value: string; label: string }[]}
        value={endpoint.processor || null}
        onChange={(processor) => tree.update((draft) => setEndpoint(draft, path, processor ?? ''))}
        error={error}
        searchable
        style={{ minWidth: '14rem' }}
        styles={
          reached ? { input: { borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 } } : undefined
        }
      />
      <Button
        size="sm"
        variant="subtle"
        leftSection={<Icon name="plus" size={14} />}
        aria-label={t('routing.tree.addConditionAt', { path: words })}
        onClick={() => tree.update((draft) => addCondition(draft, path))}
      >
        {t('routing.tree.addCondition')}
      </Button>
      {reached && (
        <Text size="xs" c="green.8" fw={600} mt={8}>
          {t('routing.simulate.routedHere')}
        </Text>
      )}
    </Group>
  );
}
