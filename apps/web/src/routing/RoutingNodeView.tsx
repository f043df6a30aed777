import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ConditionTrace } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { type ConditionDraft, ConditionRow } from '../decisions/ConditionRow';
import { useConditionLabels } from '../decisions/useConditionLabels';
import { Icon } from '../kit/icons/Icon';
import { RoutingEndpointView } from './RoutingEndpointView';
import { branchWords, useRoutingTree } from './RoutingTreeContext';
import {
  addCondition,
  type BranchPath,
  canRemoveCondition,
  countNodes,
  type DraftBranch,
  type DraftCondition,
  type DraftNode,
  detailsPath,
  removeCondition,
  resetNode,
  setConditionName,
  setConditionOperator,
  setConditionValue,
  setEndpoint,
} from './routingDraft';

const LIT = 'var(--mantine-color-green-7)';

/** The row's change as the one operation of 002 §4 it is: a new name, a new operator, or a new value. */
function conditionChange(path: BranchPath, index: number, before: DraftCondition, next: ConditionDraft) {
  const value = typeof next.value === 'string' ? next.value : next.value.join(',');
  if (next.name !== before.name)
    return (draft: Parameters<typeof setConditionName>[0]) =>
      setConditionName(draft, path, index, next.name as DraftCondition['name']);
  if (next.operator !== before.operator)
    return (draft: Parameters<typeof setConditionName>[0]) =>
      setConditionOperator(draft, path, index, next.operator as DraftCondition['operator']);
  return (draft: Parameters<typeof setConditionName>[0]) => setConditionValue(draft, path, index, value);
}

/** What the simulated payment had for a condition, and whether it matched. */
function ConditionResult({ trace }: { trace: ConditionTrace }) {
  const { t } = useTranslation();
  const labels = useConditionLabels();
  const { currency } = useRoutingTree();
  const actual = trace.actual === null ? t('routing.simulate.nothing') : String(trace.actual);
  return (
    <Group gap="xs" pl="xs">
      <Text size="xs">
        {t('trace.actual')}: {labels.valueText(trace.name, actual, currency)}
      </Text>
      <Badge size="sm" variant="light" color={trace.matched ? 'green' : 'gray'} tt="none">
        {t(trace.matched ? 'trace.matched' : 'trace.notMatched')}
      </Badge>
    </Group>
  );
}

function Conditions({ node, path }: { node: DraftNode; path: BranchPath }) {
  const { t } = useTranslation();
  const tree = useRoutingTree();
  const labels = useConditionLabels();
  const words = branchWords(path, t);
  const step = tree.simulation?.steps.get(node.id);
  return (
    <Stack gap={6}>
      {node.if.map((condition, index) => {
        const row = t('routing.tree.conditionOf', { path: words, number: index + 1 });
        const at = `${detailsPath(path)}.if.${index}`;
        const trace = step?.conditions[index];
        return (
          <Stack key={condition.id} gap={2}>
            {tree.editing ? (
              <ConditionRow
                value={condition}
                context="routing"
                label={row}
                currency={tree.currency}
                errors={{
                  name: tree.errors.get(`${at}.name`) ?? tree.errors.get(at),
                  operator: tree.errors.get(`${at}.operator`),
                  value: tree.errors.get(`${at}.value`),
                }}
                onChange={(next) => tree.update(conditionChange(path, index, condition, next))}
                actions={
                  canRemoveCondition(path, index) && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('routing.tree.removeCondition', { row })}
                      onClick={() => tree.update((draft) => removeCondition(draft, path, index))}
                    >
                      <Icon name="trash" size={16} />
                    </ActionIcon>
                  )
                }
              />
            ) : (
              <Text size="sm" aria-label={row}>
                {index > 0 && `${t('routing.tree.and')} `}
                <b>{labels.ruleLabel(condition.name)}</b> {labels.operatorLabel(condition.operator)}{' '}
                <b>{labels.valueText(condition.name, condition.value, tree.currency)}</b>
              </Text>
            )}
            {trace && <ConditionResult trace={trace} />}
          </Stack>
        );
      })}
      {tree.errors.get(`${detailsPath(path)}.if`) && (
        <Text size="xs" c="red" role="alert">
          {tree.errors.get(`${detailsPath(path)}.if`)}
        </Text>
      )}
    </Stack>
  );
}

function Branch({ node, path, step }: { node: DraftNode; path: BranchPath; step: 'then' | 'else' }) {
  const { t } = useTranslation();
  const tree = useRoutingTree();
  const taken = tree.simulation?.steps.get(node.id)?.branch === step;
  const child: DraftBranch = node[step];
  const childPath = [...path, step];
  return (
    <Box
      pl="md"
      py={4}
      style={{ borderLeft: `${taken ? 3 : 2}px solid ${taken ? LIT : 'var(--mantine-color-gray-4)'}` }}
    >
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={700} c={taken ? 'green.8' : undefined}>
          {t(`routing.tree.${step}`)}
        </Text>
        {taken && (
          <Badge size="sm" color="green" variant="light" tt="none">
            {t('routing.simulate.taken')}
          </Badge>
        )}
      </Group>
      {child.kind === 'node' ? (
        <RoutingNodeView node={child} path={childPath} />
      ) : (
        <RoutingEndpointView endpoint={child} path={childPath} />
      )}
    </Box>
  );
}

/**
 * One node of the routing tree: its conditions (all must match) and its then and else branches,
 * indented below it. A node can be collapsed to a summary, reset, or (below the top) replaced by an
 * endpoint; a node on the simulated path is lit with the branch it took.
 */
export function RoutingNodeView({ node, path }: { node: DraftNode; path: BranchPath }) {
  const { t } = useTranslation();
  const tree = useRoutingTree();
  const words = branchWords(path, t);
  const collapsed = tree.collapsed.has(node.id);
  const lit = tree.simulation?.steps.has(node.id) ?? false;
  const below = countNodes(node) - 1;
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('routing.tree.nodeOf', { path: words })}
      data-node={path.join('.') || 'top'}
      data-lit={lit || undefined}
      style={lit ? { borderColor: LIT, borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap="xs" mb={collapsed ? 0 : 'xs'}>
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'routing.tree.expand' : 'routing.tree.collapse', { path: words })}
            onClick={() => tree.toggle(node.id)}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronDown'} size={16} />
          </ActionIcon>
          <Text size="sm" fw={700}>
            {t('routing.tree.if')}
          </Text>
          <Text size="xs" c="dimmed">
            {words}
          </Text>
          {collapsed && (
            <Text size="xs" c="dimmed">
              {t('routing.tree.summary', { conditions: node.if.length, nodes: below })}
            </Text>
          )}
        </Group>
        {tree.editing && (
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('routing.tree.resetAt', { path: words })}
              onClick={() => tree.update((draft) => resetNode(draft, path))}
            >
              {t('routing.tree.reset')}
            </Button>
            {path.length > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t('routing.tree.toEndpointAt', { path: words })}
                onClick={() => tree.update((draft) => setEndpoint(draft, path, ''))}
              >
                {t('routing.tree.toEndpoint')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {!collapsed && (
        <Stack gap="xs">
          <Conditions node={node} path={path} />
          {tree.editing && (
            <Group>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<Icon name="plus" size={14} />}
                aria-label={t('routing.tree.addConditionAt', { path: words })}
                onClick={() => tree.update((draft) => addCondition(draft, path))}
              >
                {t('routing.tree.addCondition')}
              </Button>
            </Group>
          )}
          <Branch node={node} path={path} step="then" />
          <Branch node={node} path={path} step="else" />
        </Stack>
      )}
    </Paper>
  );
}
