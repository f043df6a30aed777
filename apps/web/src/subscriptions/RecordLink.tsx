import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';

/** A populated reference that opens its record in its own screen (a subscription's customer or plan). */
export function RecordLink({
  route,
  record,
  label,
}: {
  route: string;
  record: { id: string } | string;
  label: string | null | undefined;
}) {
  const { scope } = useAccess();
  const id = typeof record === 'object' ? record.id : record;
  return (
    <Anchor
      component={Link}
      to={`${scope.basePath}${route}?${new URLSearchParams({ id, _open: id }).toString()}`}
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      {label || id.slice(0, 8)}
    </Anchor>
  );
}
