import {
  type Middleware,
  type Organisation,
  PROCESSOR_LIST_LIMIT,
  type Processor,
  type Routing,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';

/**
 * Each source in one call: processors with the limit of 000 §9; organisations and middleware (the spec's
 * calls send no parameters) as far as the same limit, so no profile's link falls beyond a first page.
 */
const WHOLE_LIST = { _limit: String(PROCESSOR_LIST_LIMIT) };

export interface PaymentProfileSources {
  /** Which sources the user may read (000 §6); the form hides the tab of a source it may not. */
  can: { organisations: boolean; processors: boolean; middlewares: boolean; routing: boolean };
  organisations: readonly Organisation[];
  processors: readonly Processor[];
  middlewares: readonly Middleware[];
  /** Routings by payment product (000 §7). */
  routings: Readonly<Record<string, readonly Routing[]>>;
}

const NONE: never[] = [];

/**
 * The lists the payment profile form chooses from. Each loads only when the user holds the role the
 * server asks for it (the same requirement table); without it the list stays empty and is never called.
 */
export function usePaymentProfileSources(): PaymentProfileSources {
  const may = usePermission();
  const { client, scopeKey, organisation } = useScopedApi();
  const can = {
    organisations: may('organisation.list'),
    processors: may('processor.list'),
    middlewares: may('middleware.list'),
    routing: may('paymentprofile.routing'),
  };
  const organisations = useQuery({
    queryKey: [scopeKey, 'organisation', 'list', WHOLE_LIST],
    queryFn: ({ signal }) => client.list('organisation', WHOLE_LIST, { signal }),
    enabled: can.organisations,
  });
  const processors = useQuery({
    queryKey: [scopeKey, 'processor', 'list', WHOLE_LIST],
    queryFn: ({ signal }) => client.list('processor', WHOLE_LIST, { signal }),
    enabled: can.processors,
  });
  const middlewares = useQuery({
    queryKey: [scopeKey, 'middleware', 'list', WHOLE_LIST],
    queryFn: ({ signal }) => client.list('middleware', WHOLE_LIST, { signal }),
    enabled: can.middlewares,
  });
  const routings = useQuery({
    queryKey: [scopeKey, 'routing', 'byProduct'],
    queryFn: ({ signal }) =>
      apiRequest<Record<string, Routing[]>>('GET', 'paymentprofile/routing', {
        signal,
        ...(organisation && { organisation }),
      }),
    enabled: can.routing,
  });
  return {
    can,
    organisations: organisations.data ?? NONE,
    processors: processors.data ?? NONE,
    middlewares: middlewares.data ?? NONE,
    routings: routings.data ?? {},
  };
}
