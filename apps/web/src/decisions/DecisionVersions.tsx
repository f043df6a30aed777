import { Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Change } from '@psp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import type { FilterOption } from '../kit/list/FilterDefinition';
import { ListStatus } from '../kit/list/ListStatus';
import { changeValues, type NameOf, pathText } from './changeText';
import { useDecisionVersions, type VersionedResource, type VersionOf } from './useDecisionVersions';

export interface DecisionVersionsProps<R extends VersionedResource> {
  resource: R;
  id: string;
  canRollBack: boolean;
  onRolledBack: () => void;
  diff: (before: VersionOf<R>['content'], after: VersionOf<R>['content']) => Change[];
  /** Records a version names by id (processors, tags, payment profiles), shown by their names. */
  names: readonly FilterOption[];
}

const KIND_COLOURS = { added: 'green', removed: 'red', changed: 'blue' } as const;

function Author({ author }: { author: VersionOf<VersionedResource>['author'] }) {
  const { t } = useTranslation();
  const name = author.name ?? author.id ?? '—';
  return <>{author.kind === 'user' ? name : t(`versions.author.${author.kind}`, { name })}</>;
}

/** The changes from one version to another, each where it is, what it was and what it became. */
function VersionDiff({ changes, caption, nameOf }: { changes: Change[]; caption: string; nameOf: NameOf }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Text size="sm">{t('versions.noChanges')}</Text>;
  return (
    <Table fz="sm" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('versions.where')}</Table.Th>
          <Table.Th>{t('versions.change')}</Table.Th>
          <Table.Th>{t('versions.before')}</Table.Th>
          <Table.Th>{t('versions.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => {
          const { before, after } = changeValues(t, change, nameOf);
          return (
            <Table.Tr key={change.path}>
              <Table.Td>{pathText(t, change.path)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={KIND_COLOURS[change.kind]} radius="sm" tt="none">
                  {t(`versions.kind.${change.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{before}</Table.Td>
              <Table.Td>{after}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The history of a ruleset or routing: every saved version with its author and time, the changes
 * between any two, and a rollback to an earlier one (saved as a new version) after a confirmation.
 */
export function DecisionVersions<R extends VersionedResource>({
  resource,
  id,
  canRollBack,
  onRolledBack,
  diff,
  names,
}: DecisionVersionsProps<R>) {
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(names.map((option) => [option.value, option.label])), [names]);
  const nameOf: NameOf = (value) => byId.get(value);
  const versions = useDecisionVersions(resource, id);
  const writes = useResourceWrites(resource);
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  if (versions.isError) return <ListStatus kind="error" error={versions.error} onRetry={versions.refetch} />;
  const list = versions.data ?? [];
  if (list.length === 0) return null;
  const current = list[0]!.version;
  const options = list.map((version) => ({
    value: String(version.version),
    label: t('versions.version', { version: version.version }),
  }));
  const from = picked.from ?? String(list[1]?.version ?? current);
  const to = picked.to ?? String(current);
  const byNumber = (value: string) => list.find((version) => String(version.version) === value);
  const [older, newer] = [byNumber(from), byNumber(to)];
  const title = t('versions.title');
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table fz="sm" withTableBorder>
        <Table.Caption>{t('versions.history')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('versions.versionColumn')}</Table.Th>
            <Table.Th>{t('versions.savedAt')}</Table.Th>
            <Table.Th>{t('versions.savedBy')}</Table.Th>
            <Table.Th>{t('versions.note')}</Table.Th>
            {canRollBack && <Table.Th>{t('versions.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>
                <DateTime value={version.created_at} />
              </Table.Td>
              <Table.Td>
                <Author author={version.author} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {version.version === current && (
                    <Badge variant="light" radius="sm" tt="none">
                      {t('versions.current')}
                    </Badge>
                  )}
                  {version.rolled_back_from !== null && (
                    <Text size="sm">
                      {t('versions.rolledBackFrom', { version: version.rolled_back_from })}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              {canRollBack && (
                <Table.Td>
                  {version.version !== current && (
                    <ConfirmButton
                      variant="light"
                      aria-label={t('versions.rollBackTo', { version: version.version })}
                      title={t('versions.rollBack')}
                      message={t('versions.rollBackQuestion', {
                        version: version.version,
                        next: current + 1,
                      })}
                      confirmLabel={t('versions.rollBack')}
                      destructive={false}
                      successMessage={t('versions.rolledBack', { version: version.version })}
                      onConfirm={() => writes.action(id, 'rollback', { version: version.version })}
                      onDone={onRolledBack}
                    >
                      {t('versions.rollBack')}
                    </ConfirmButton>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.length > 1 && (
        <Stack gap="xs">
          <Group gap="sm" align="end">
            <Select
              label={t('versions.compareFrom')}
              data={options}
              value={from}
              allowDeselect={false}
              onChange={(value) => value && setPicked({ from: value, to })}
              w={160}
            />
            <Select
              label={t('versions.compareTo')}
              data={options}
              value={to}
              allowDeselect={false}
              onChange={(value) => value && setPicked({ from, to: value })}
              w={160}
            />
          </Group>
          {older && newer && (
            <VersionDiff
              changes={diff(
                older.content as VersionOf<R>['content'],
                newer.content as VersionOf<R>['content'],
              )}
              caption={t('versions.changesBetween', { from: older.version, to: newer.version })}
              nameOf={nameOf}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
