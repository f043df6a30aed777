import { Button, Select, Stack, Tabs, TextInput } from '@mantine/core';
import type { RulesetAction } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { listAll } from '../kit/api/listAll';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { RuleList } from './RuleList';
import { RulesetBacktest } from './RulesetBacktest';
import { RulesetSimulation } from './RulesetSimulation';
import { RulesetTagField } from './RulesetTagField';
import { RulesetVersions } from './RulesetVersions';
import {
  idOf,
  type RulesetFormValues,
  type RulesetRow,
  rulesetErrorPaths,
  rulesetFormSchema,
  ruleToSend,
} from './rulesetView';

const organisationName = (record: { name: string }) => record.name;

function defaultsOf(existing: RulesetRow | undefined, organisation: string): RulesetFormValues {
  if (!existing) {
    return {
      name: '',
      organisation,
      tag: null,
      webhook_url: '',
      email: '',
      payment_profile: null,
      rules: [{ name: '', operator: '', value: '' }],
    };
  }
  return {
    name: existing.name,
    organisation: idOf(existing.organisation) ?? organisation,
    tag: idOf(existing.tag),
    webhook_url: existing.webhook_url ?? '',
    email: existing.email ?? '',
    payment_profile: idOf(existing.payment_profile),
    rules: existing.rules.map((rule) => ({
      name: rule.name,
      operator: rule.operator,
      value: typeof rule.value === 'string' ? rule.value : [...rule.value],
    })),
  };
}

interface RulesetFormProps {
  action: RulesetAction;
  /** The ruleset edited; a new one without it. */
  existing?: RulesetRow;
  onDone: () => void;
  /** After a rollback in the versions tab: the saved ruleset changed under the form. */
  onRolledBack?: () => void;
  secondary?: ReactNode;
}

/**
 * 002 §5, the ruleset form, and the simulation of the draft. The action is the screen's and is not sent
 * on edit, nor is the organisation (locked on edit); the tag only for the tag action, the webhook URL not
 * for 3-D Secure. Values go as text (lists for IN/NOT_IN), an empty amount as '0'.
 */
export function RulesetForm({ action, existing, onDone, onRolledBack, secondary }: RulesetFormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const may = usePermission();
  const { me, viewed } = useAccess();
  const { scopeKey, organisation: scoped } = useScopedApi();
  const writes = useResourceWrites('validationruleset');
  const [tab, setTab] = useState('ruleset');
  const schema = useMemo(() => rulesetFormSchema(action), [action]);
  const current = viewed ?? me.organisation;
  const [ruleCount, setRuleCount] = useState(existing?.rules.length ?? 1);
  const { form, submit, formError } = useEntityForm({
    schema,
    defaultValues: defaultsOf(existing, current.id),
    fieldNames: rulesetErrorPaths(ruleCount),
    successMessageKey: existing ? 'form.saved' : 'rulesets.created',
    onSubmit: async (values) => {
      const common = {
        name: values.name,
        email: values.email ?? null,
        payment_profile: values.payment_profile ?? null,
        rules: values.rules.map(ruleToSend),
        ...(action === 'tag' && { tag: values.tag ?? null }),
        ...(action !== '3dSecure' && { webhook_url: values.webhook_url ?? null }),
      };
      if (existing) await writes.update(existing.id, common);
      else await writes.create({ ...common, organisation: values.organisation, action });
      onDone();
    },
  });
  const { control, setValue } = form;
  const organisation = useWatch({ control, name: 'organisation' });
  const rules = useWatch({ control, name: 'rules' });
  const name = useWatch({ control, name: 'name' });
  const tag = useWatch({ control, name: 'tag' });
  if (rules.length !== ruleCount) setRuleCount(rules.length);

  const organisations = useResourceOptions(
    'organisation',
    { _limit: '1000' },
    organisationName,
    !existing && may('organisation.list'),
  );
  const knownOrganisation =
    existing && typeof existing.organisation === 'object'
      ? { value: existing.organisation.id, label: existing.organisation.name }
      : { value: current.id, label: current.name };
  const organisationOptions = organisations.options.some(({ value }) => value === knownOrganisation.value)
    ? organisations.options
    : [knownOrganisation, ...organisations.options];

  // Every profile of the organisation, page after page (a page holds at most 500).
  const profileQuery = { organisation, _limit: '500' };
  const profiles = useQuery({
    queryKey: [scopeKey, 'paymentprofile', 'all', profileQuery],
    queryFn: ({ signal }) => listAll('paymentprofile', profileQuery, { signal, organisation: scoped }),
    enabled: organisation !== '' && may('paymentprofile.list'),
  });
  const profileId = useWatch({ control, name: 'payment_profile' });
  // Amounts read as money in the chosen profile's currency; without one a rule applies to every currency.
  const currency = profiles.data?.find((profile) => profile.id === profileId)?.currency_code;
  const sent = rules.map(ruleToSend);

  return (
    <form
      onSubmit={(event) => {
        // Every field the form checks is on the first tab.
        setTab('ruleset');
        return submit(event);
      }}
      noValidate
      aria-label={existing ? t('rulesets.editTitle', { name: existing.name }) : t('rulesets.create')}
    >
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'ruleset')} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="ruleset">{t('rulesets.tabs.ruleset')}</Tabs.Tab>
          <Tabs.Tab value="simulate">{t('rulesets.tabs.simulate')}</Tabs.Tab>
          <Tabs.Tab value="backtest">{t('rulesets.tabs.backtest')}</Tabs.Tab>
          {existing && <Tabs.Tab value="versions">{t('rulesets.tabs.versions')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="ruleset">
          <Stack gap="md">
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('fields:validationruleset.name')}
                  required
                  {...field}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="organisation"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields:validationruleset.organisation')}
                  required
                  searchable
                  allowDeselect={false}
                  data={organisationOptions}
                  // 002 §4: the organisation of a saved ruleset does not change.
                  disabled={existing !== undefined}
                  value={field.value || null}
                  onChange={(next) => {
                    field.onChange(next ?? '');
                    setValue('tag', null);
                    setValue('payment_profile', null);
                  }}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            {action === 'tag' && (
              <Controller
                name="tag"
                control={control}
                render={({ field, fieldState }) => (
                  <RulesetTagField
                    organisation={organisation}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={message(fieldState.error?.message)}
                  />
                )}
              />
            )}
            {action !== '3dSecure' && (
              <Controller
                name="webhook_url"
                control={control}
                render={({ field, fieldState }) => (
                  <TextInput
                    label={t('fields:validationruleset.webhook_url')}
                    type="url"
                    {...field}
                    value={field.value ?? ''}
                    error={message(fieldState.error?.message)}
                  />
                )}
              />
            )}
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('fields:validationruleset.email')}
                  type="email"
                  {...field}
                  value={field.value ?? ''}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="payment_profile"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields:validationruleset.payment_profile')}
                  clearable
                  searchable
                  data={(profiles.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <RuleList
              control={control}
              currency={currency ?? current.base_currency}
              error={message(
                form.formState.errors.rules?.root?.message ?? form.formState.errors.rules?.message,
              )}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="simulate">
          <RulesetSimulation
            action={action}
            name={name}
            rules={sent}
            currency={currency ?? current.base_currency}
          />
        </Tabs.Panel>
        <Tabs.Panel value="backtest">
          <RulesetBacktest
            draft={{
              action,
              tag: action === 'tag' ? (tag ?? null) : null,
              payment_profile: profileId ?? null,
              rules: sent,
            }}
            {...(existing ? { id: existing.id } : { organisation })}
          />
        </Tabs.Panel>
        {existing && (
          <Tabs.Panel value="versions">
            <RulesetVersions
              id={existing.id}
              canRollBack={may('validationruleset.rollback')}
              onRolledBack={onRolledBack ?? onDone}
            />
          </Tabs.Panel>
        )}
      </Tabs>
      <Stack gap="md" mt="lg">
        <FormFooter formError={formError}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(existing ? 'form.save' : 'form.create')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
