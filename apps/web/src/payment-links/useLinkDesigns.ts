import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';

const byName = (record: { name: string }) => record.name;

/**
 * The checkout designs a new link may show: those of the organisation the link is made for (the scope's
 * own; a provider user's merchant), as the hosted page shows only the link's own organisation's design.
 */
export function useLinkDesigns() {
  const { me, scope } = useAccess();
  const may = usePermission();
  const organisation = scope.kind === 'merchantAsProvider' ? scope.merchantId : me.organisation.id;
  return useResourceOptions(
    'checkoutdesign',
    { organisation, _sort: 'name', _limit: 200 },
    byName,
    may('checkoutdesign.list'),
  );
}
