import { Accordion, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { DecisionHits, RulesetAction } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { ConditionText } from '../decisions/ConditionText';
import { useDecisionHits } from '../decisions/useDecisionHits';
import { listAll } from '../kit/api/listAll';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { SidePanel } from '../kit/detail/SidePanel';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { TagBadge } from '../kit/format/TagBadge';
import { Icon } from '../kit/icons/Icon';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';
import { RulesetForm } from './RulesetForm';
import { RULESET_POPULATE, RULESET_VARIANTS, type RulesetRow } from './rulesetView';

type Editing = { kind: 'create' } | { kind: 'edit'; id: string };

function Hits({ hits }: { hits: DecisionHits | undefined }) {
  const { t } = useTranslation();
  if (!hits) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('rulesets.hits', { day: hits.last_24h, month: hits.last_30d })}
    </Text>
  );
}

/** One ruleset as the list shows it open: its rules as sentences, where it reports, and its buttons. */
function RulesetView({ ruleset, onEdit }: { ruleset: RulesetRow; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('validationruleset');
  const { me, viewed } = useAccess();
  // The profile's currency, else the organisation's (as the form types it).
  const currency =
    (typeof ruleset.payment_profile === 'object' ? ruleset.payment_profile?.currency_code : undefined) ??
    (viewed ?? me.organisation).base_currency;
  const details = [
    ['payment_profile', typeof ruleset.payment_profile === 'object' ? ruleset.payment_profile?.name : null],
    ['webhook_url', ruleset.webhook_url],
    ['email', ruleset.email],
  ] as const;
  return (
    <Stack gap="sm">
      <List size="sm" spacing={4} aria-label={t('rulesets.rulesOf', { name: ruleset.name })}>
        {ruleset.rules.map((rule, index) => (
          // Rules have no id; their place is their identity in a ruleset.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is redrawn as a whole
          <List.Item key={index}>
            <ConditionText condition={rule} currency={currency} />
          </List.Item>
        ))}
      </List>
      {details.map(([field, value]) =>
        value ? (
          <Text size="sm" key={field}>
            <Text span c="dimmed" inherit>
              {t(`fields:validationruleset.${field}`)}:
            </Text>{' '}
            {value}
          </Text>
        ) : null,
      )}
      <Group gap="xs">
        {onEdit && (
          <Button
            variant="default"
            size="xs"
            leftSection={<Icon name="pencil" size={14} />}
            onClick={onEdit}
            aria-label={t('rulesets.editNamed', { name: ruleset.name })}
          >
            {t('rulesets.edit')}
          </Button>
        )}
        {may('validationruleset.delete') && (
          <DeleteButton
            messageKey="rulesets.deleteQuestion"
            messageValues={{ name: ruleset.name }}
            onDelete={() => writes.remove(ruleset.id)}
          />
        )}
      </Group>
    </Stack>
  );
}

/**
 * 002 §2, a ruleset screen: every ruleset of the screen's action (no limit), the first one open (or the
 * one a link names with `_open`), each with its tag, its rules, how often it matched, and its buttons by
 * role; the form in a side panel. Under /psp the rulesets of every merchant, with their organisation.
 */
export function RulesetsPage({ action }: { action: RulesetAction }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { scope } = useAccess();
  const { scopeKey, organisation } = useScopedApi();
  const spans = useSpansOrganisations(false);
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const hits = useDecisionHits('validationruleset');
  const query = { action, _sort: 'created_at' };
  const rulesets = useQuery({
    queryKey: [scopeKey, 'validationruleset', 'all', query],
    queryFn: ({ signal }) =>
      listAll('validationruleset', query, { signal, populate: RULESET_POPULATE, organisation }),
  });
  const rows = rulesets.data ?? [];
  const first = params.get('_open') ?? rows[0]?.id;
  const expanded = opened ?? (first ? [first] : []);
  const edited = editing?.kind === 'edit' ? rows.find((row) => row.id === editing.id) : undefined;
  const close = () => setEditing(null);
  const title = t(RULESET_VARIANTS[action].titleKey);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {may('tag.list') && (
              <Button component={Link} to={`${scope.basePath}tags`} variant="default">
                {t('rulesets.manageTags')}
              </Button>
            )}
            {may('validationruleset.create') && (
              <Button
                leftSection={<Icon name="plus" size={16} />}
                onClick={() => setEditing({ kind: 'create' })}
              >
                {t('rulesets.create')}
              </Button>
            )}
          </>
        }
      />
      {rulesets.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : rulesets.isError ? (
        <ListStatus kind="error" error={rulesets.error} onRetry={() => rulesets.refetch()} />
      ) : rows.length === 0 ? (
        <ListStatus kind="empty" />
      ) : (
        <Accordion multiple variant="separated" value={expanded} onChange={setOpened}>
          {rows.map((ruleset) => (
            <Accordion.Item key={ruleset.id} value={ruleset.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Group gap="xs">
                    <Text fw={600}>{ruleset.name}</Text>
                    {typeof ruleset.tag === 'object' && ruleset.tag && (
                      <TagBadge text={ruleset.tag.text} color={ruleset.tag.color} />
                    )}
                    {spans && typeof ruleset.organisation === 'object' && (
                      <Text size="sm" c="dimmed">
                        {ruleset.organisation.name}
                      </Text>
                    )}
                  </Group>
                  <Hits hits={hits.get(ruleset.id)} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <RulesetView
                  ruleset={ruleset}
                  onEdit={
                    may('validationruleset.update')
                      ? () => setEditing({ kind: 'edit', id: ruleset.id })
                      : undefined
                  }
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {editing?.kind === 'create' && (
        <SidePanel title={t('rulesets.create')} onClose={close} size="xl">
          <RulesetForm action={action} onDone={close} secondary={<CancelButton onClick={close} />} />
        </SidePanel>
      )}
      {edited && (
        <SidePanel title={t('rulesets.editTitle', { name: edited.name })} onClose={close} size="xl">
          <RulesetForm
            // A rollback or another save gives a new row: the form starts again from it.
            key={edited.updated_at}
            action={action}
            existing={edited}
            onDone={close}
            // The list reloads the rolled-back row; its new updated_at starts the form again from it.
            onRolledBack={() => void rulesets.refetch()}
            secondary={<CancelButton onClick={close} />}
          />
        </SidePanel>
      )}
    </>
  );
}

/** The route table's screens that are this list: one per action (002 §2), merchant and /psp alike. */
export const RULESET_SCREENS: Readonly<Record<RulesetAction, ComponentType>> = {
  block: () => <RulesetsPage action="block" />,
  tag: () => <RulesetsPage action="tag" />,
  '3dSecure': () => <RulesetsPage action="3dSecure" />,
};
