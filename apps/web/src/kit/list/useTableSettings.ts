import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';

export interface TableSettings {
  /** Column ids in the user's order. */
  order: string[];
  hidden: string[];
}

/** Which columns a user shows and in which order, remembered per table in this browser. */
export function useTableSettings(
  tableId: string,
  columnIds: readonly string[],
  hiddenByDefault: readonly string[],
) {
  const [stored, setStored, removeStored] = useLocalStorage<TableSettings | undefined>({
    key: `psp.table.${tableId}`,
    defaultValue: undefined,
    getInitialValueInEffect: false,
  });
  const settings = useMemo<TableSettings>(() => {
    const known = new Set(columnIds);
    const order = (stored?.order ?? []).filter((id) => known.has(id));
    for (const id of columnIds) if (!order.includes(id)) order.push(id);
    return { order, hidden: stored?.hidden.filter((id) => known.has(id)) ?? [...hiddenByDefault] };
  }, [stored, columnIds, hiddenByDefault]);
  return {
    settings,
    visible: settings.order.filter((id) => !settings.hidden.includes(id)),
    save: setStored,
    reset: removeStored,
  };
}
