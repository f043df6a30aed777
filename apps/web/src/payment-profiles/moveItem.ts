/** The list with the item at `index` moved `offset` places (-1 up, 1 down); unchanged past either end. */
export function moveItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}
