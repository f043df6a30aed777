import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PAYMENT_PRODUCTS,
  type PaymentFacts,
  type PaymentProduct,
  type Routing,
  routingEndpoints,
  unroutableEndpoints,
} from '@psp/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { ApiError } from '../kit/api/ApiError';
import { errorMessage } from '../kit/api/errorMessage';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { notificationStore } from '../kit/feedback/notificationStore';
import { ConfirmDialog } from '../kit/form/ConfirmDialog';
import { FormFooter } from '../kit/form/FormFooter';
import { placeFieldErrors } from '../kit/form/placeFieldErrors';
import { serverDetailMessage, type TranslatableMessage } from '../kit/form/validationMessage';
import { paymentProductName } from '../kit/format/paymentProductName';
import { Icon } from '../kit/icons/Icon';
import { PageHeader } from '../kit/PageHeader';
import { RoutingBacktest } from './RoutingBacktest';
import { RoutingNodeView } from './RoutingNodeView';
import { RoutingSimulation } from './RoutingSimulation';
import { RoutingTreeContext, type RoutingTreeState } from './RoutingTreeContext';
import {
  type DraftIssueCode,
  detailsOf,
  draftFromDetails,
  newRoutingDraft,
  type RoutingDraft,
  type RoutingFormValues,
  treeFieldNames,
  validateRoutingDraft,
} from './routingDraft';
import { simulateDraft } from './routingSimulation';
import { useRoutingSources } from './useRoutingSources';

const ISSUE_MESSAGES: Record<DraftIssueCode, TranslatableMessage> = {
  required: { key: 'form_validation.required' },
  percentage: { key: 'routing.percentage' },
  invalid_value: { key: 'form_validation.invalid' },
};

interface Snapshot {
  values: RoutingFormValues;
  draft: RoutingDraft;
}

function snapshotOf(routing: Routing | undefined): Snapshot {
  if (!routing) {
    return { values: { name: '', organisation: '', payment_product: '' }, draft: newRoutingDraft() };
  }
  return {
    values: {
      name: routing.name,
      organisation: typeof routing.organisation === 'string' ? routing.organisation : '',
      payment_product: routing.payment_product,
    },
    draft: draftFromDetails(routing.details),
  };
}

interface RoutingEditorProps {
  /** The saved routing; none for a new one. */
  routing?: Routing;
  listPath: string;
  /** Below the tree of a saved routing: its versions and the backtest. */
  children?: React.ReactNode;
}

/**
 * 002 §2 routing editor: name, organisation, payment product and the 'Conditions & rulesets' tree, with
 * Save, Undo (back to the saved routing, after a confirmation) and Go back. A saved tree is read-only
 * until Edit. Every rule of 002 §5 is checked in the browser on the exact node, and the server's errors
 * land on the same nodes. A sample payment lights up the path the engine would take.
 */
export function RoutingEditor({ routing, listPath, children }: RoutingEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, viewed } = useAccess();
  const writes = useResourceWrites('routing');
  const [saved, setSaved] = useState(() => snapshotOf(routing));
  const [values, setValues] = useState(saved.values);
  const [draft, setDraft] = useState(saved.draft);
  const [editing, setEditing] = useState(!routing);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState(new Map<string, TranslatableMessage>());
  const [formError, setFormError] = useState<string>();
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [facts, setFacts] = useState<PaymentFacts>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // The organisation the routing belongs to: the one chosen, else the caller's (as the server defaults it).
  const organisation = values.organisation || (viewed ?? me.organisation).id;
  const sources = useRoutingSources(values.payment_product, organisation, routing?.id);
  const organisationRequired = !routing && sources.organisationOptions.length > 1;
  const currency = (viewed ?? me.organisation).base_currency;
  // Processors of the tree no payment can go to (on no payment profile as an active processor): loud.
  const unroutable = useMemo(() => {
    const endpoints = routingEndpoints(detailsOf(draft.tree)).filter(Boolean);
    return sources.routable ? unroutableEndpoints(endpoints, sources.routable) : [];
  }, [draft, sources.routable]);

  const issues = useMemo(
    () => validateRoutingDraft(values, draft.tree, organisationRequired),
    [values, draft, organisationRequired],
  );
  const messages = useMemo(() => {
    const found = new Map<string, string>();
    const put = (path: string, message: TranslatableMessage) =>
      found.set(path, t(message.key, message.values ?? {}));
    if (checked) for (const [path, code] of issues) put(path, ISSUE_MESSAGES[code]);
    for (const [path, message] of serverErrors) if (!found.has(path)) put(path, message);
    return found;
  }, [checked, issues, serverErrors, t]);
  // The same messages keep the same map, so an edit re-renders only the nodes it changed (see RoutingNodeView).
  const errorsKey = JSON.stringify([...messages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is replaced only when its content changes
  const errors = useMemo(() => messages, [errorsKey]);
  const simulation = useMemo(
    () => (facts ? simulateDraft(draft.tree, facts, sources.routable) : undefined),
    [facts, draft, sources.routable],
  );
  const treeIncomplete = [...issues.keys()].some((path) => path.startsWith('details'));

  const clearServerErrors = useCallback(
    () => setServerErrors((current) => (current.size > 0 ? new Map() : current)),
    [],
  );
  const changeValues = (change: Partial<RoutingFormValues>) => {
    clearServerErrors();
    setValues((current) => ({ ...current, ...change }));
  };
  const update = useCallback(
    (change: (current: RoutingDraft) => RoutingDraft) => {
      clearServerErrors();
      setDraft(change);
    },
    [clearServerErrors],
  );
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const treeState = useMemo<RoutingTreeState>(
    () => ({
      editing,
      update,
      processorOptions: sources.processorOptions,
      processorName: sources.processorName,
      errors,
      simulation: simulation && 'processor' in simulation ? simulation : undefined,
      currency,
      collapsed,
      toggle,
    }),
    [
      editing,
      update,
      sources.processorOptions,
      sources.processorName,
      errors,
      simulation,
      currency,
      collapsed,
      toggle,
    ],
  );

  const save = async () => {
    setChecked(true);
    setFormError(undefined);
    if (issues.size > 0) {
      setEditing(true);
      notificationStore.show({ color: 'red', message: t('routing.fixErrors', { issues: issues.size }) });
      return;
    }
    setBusy(true);
    const body = {
      name: values.name.trim(),
      payment_product: values.payment_product as PaymentProduct,
      details: detailsOf(draft.tree),
    };
    try {
      if (routing) {
        await writes.update(routing.id, body);
        setSaved({ values, draft });
        setEditing(false);
        setChecked(false);
      } else {
        const created = await writes.create({
          ...body,
          ...(values.organisation && { organisation: values.organisation }),
        });
        navigate(`${listPath}/${encodeURIComponent(created.id)}`, { replace: true });
      }
      notificationStore.show({ color: 'green', message: t('routing.saved') });
    } catch (error) {
      const details = error instanceof ApiError ? error.details : [];
      const fields = ['name', 'organisation', 'payment_product', ...treeFieldNames(draft.tree)];
      const { placed, unplaced } = placeFieldErrors(details, fields);
      setServerErrors(new Map([...placed].map(([path, detail]) => [path, serverDetailMessage(detail)])));
      if (details.length === 0 || unplaced.length > 0) setFormError(errorMessage(t, error));
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  const undo = () => {
    setValues(saved.values);
    setDraft(saved.draft);
    setEditing(!routing);
    setChecked(false);
    setServerErrors(new Map());
    setFormError(undefined);
    setConfirmingUndo(false);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={routing ? t('routing.editTitle', { name: saved.values.name }) : t('routes.routingNew')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<Icon name="arrowLeft" size={16} />}
              onClick={() => navigate(listPath)}
            >
              {t('routing.goBack')}
            </Button>
            <Button variant="default" onClick={() => setConfirmingUndo(true)}>
              {t('routing.undo')}
            </Button>
            <Button loading={busy} onClick={save}>
              {t('form.save')}
            </Button>
          </>
        }
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t('fields:routing.name')}
            required
            value={values.name}
            onChange={(event) => changeValues({ name: event.currentTarget.value })}
            error={errors.get('name')}
          />
          {(organisationRequired || routing) && sources.organisationOptions.length > 0 && (
            <Select
              label={t('fields:routing.organisation')}
              required={organisationRequired}
              data={sources.organisationOptions}
              value={values.organisation || null}
              onChange={(organisation) => changeValues({ organisation: organisation ?? '' })}
              disabled={!!routing}
              searchable
              error={errors.get('organisation')}
            />
          )}
          <Select
            label={t('fields:routing.payment_product')}
            required
            data={PAYMENT_PRODUCTS.map((product) => ({
              value: product,
              label: paymentProductName(t, product),
            }))}
            value={values.payment_product || null}
            disabled={!editing}
            onChange={(product) => {
              // 002 §4: another product reloads the processors and starts the tree over.
              if ((product ?? '') === values.payment_product) return;
              changeValues({ payment_product: product ?? '' });
              setDraft(newRoutingDraft());
              setCollapsed(new Set());
            }}
            error={errors.get('payment_product')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="routing-tree-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="routing-tree-title">
            {t('routing.tree.title')}
          </Title>
          {!editing && (
            <Button
              variant="light"
              leftSection={<Icon name="pencil" size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('routing.edit')}
            </Button>
          )}
        </Group>
        {values.payment_product === '' ? (
          <Text c="dimmed" size="sm">
            {t('routing.selectProductFirst')}
          </Text>
        ) : (
          <RoutingTreeContext.Provider value={treeState}>
            <RoutingNodeView node={draft.tree} path={[]} />
          </RoutingTreeContext.Provider>
        )}
        {values.payment_product !== '' && unroutable.length > 0 && (
          <Alert color="red" role="alert" mt="sm" title={t('routing.unroutable.title')}>
            {t('routing.unroutable.text', {
              count: unroutable.length,
              processors: unroutable.map(sources.processorName).join(', '),
              product: paymentProductName(t, values.payment_product),
            })}
          </Alert>
        )}
        {routing && sources.usedBy?.length === 0 && (
          <Alert color="yellow" mt="sm" title={t('routing.unused.title')}>
            {t('routing.unused.text', { product: paymentProductName(t, values.payment_product) })}
          </Alert>
        )}
        {routing && sources.usedBy && sources.usedBy.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('routing.usedBy', { profiles: sources.usedBy.join(', ') })}
          </Text>
        )}
        {errors.get('details') && (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {errors.get('details')}
          </Text>
        )}
      </Paper>
      <FormFooter {...(formError && { formError })}>{null}</FormFooter>
      {values.payment_product !== '' && (
        <RoutingSimulation
          simulation={simulation}
          onSimulate={setFacts}
          currency={currency}
          processorName={sources.processorName}
        />
      )}
      {values.payment_product !== '' && (
        <RoutingBacktest
          draft={{
            payment_product: values.payment_product as PaymentProduct,
            details: detailsOf(draft.tree),
          }}
          {...(routing && { id: routing.id })}
          {...(values.organisation && { organisation: values.organisation })}
          {...(treeIncomplete && { unready: t('routing.completeTreeFirst') })}
        />
      )}
      {children}
      <ConfirmDialog
        opened={confirmingUndo}
        title={t('routing.undo')}
        message={t('routing.undoQuestion')}
        confirmLabel={t('routing.undo')}
        busy={false}
        onConfirm={undo}
        onCancel={() => setConfirmingUndo(false)}
      />
    </Stack>
  );
}
