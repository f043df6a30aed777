import type { MenuExternalLink, MenuGroup, MenuLink } from './menus.js';
import { type AccessContext, canAccessRoute, flagsAllow } from './route-access.js';
import type { AccessFlags, RouteDefinition } from './route-definition.js';

export type VisibleMenuItem =
  | { kind: 'link'; labelKey: string; path: string }
  | { kind: 'external'; labelKey: string; href: string }
  | { kind: 'section'; labelKey: string; items: VisibleMenuItem[] };

export interface VisibleMenuGroup {
  id: string;
  labelKey: string;
  items: VisibleMenuItem[];
}

function combine(group: AccessFlags | undefined, item: AccessFlags | undefined, withCollecting: boolean) {
  const flags: AccessFlags = { ...group, ...item };
  if (!withCollecting) delete flags.collecting;
  return flags;
}

function visibleLeaf(
  entry: MenuLink | MenuExternalLink,
  group: MenuGroup,
  routes: ReadonlyMap<string, RouteDefinition>,
  context: AccessContext,
): VisibleMenuItem | undefined {
  if (entry.kind === 'external') {
    return flagsAllow(combine(group.flags, entry.flags, true), context)
      ? { kind: 'external', labelKey: entry.labelKey, href: entry.href }
      : undefined;
  }
  const route = routes.get(entry.routeId);
  if (!route) throw new Error(`Menu entry ${entry.labelKey} refers to unknown route ${entry.routeId}`);
  const allowed =
    canAccessRoute(route, context) &&
    flagsAllow(combine(group.flags, entry.flags, !entry.collectingNotNeeded), context);
  return allowed ? { kind: 'link', labelKey: entry.labelKey, path: route.path } : undefined;
}

/**
 * The menu as a user sees it: entries hidden by roles and by the flags of the entry, its group and its
 * route; sections and groups left without entries disappear. Paths are relative to the scope's base.
 */
export function visibleMenu(
  menu: readonly MenuGroup[],
  routes: readonly RouteDefinition[],
  context: AccessContext,
): VisibleMenuGroup[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  return menu.flatMap((group) => {
    const items = group.items.flatMap((entry): VisibleMenuItem[] => {
      if (entry.kind !== 'section') {
        const leaf = visibleLeaf(entry, group, byId, context);
        return leaf ? [leaf] : [];
      }
      const children = entry.items.flatMap((child) => {
        const leaf = visibleLeaf(child, group, byId, context);
        return leaf ? [leaf] : [];
      });
      return children.length > 0 ? [{ kind: 'section', labelKey: entry.labelKey, items: children }] : [];
    });
    return items.length > 0 ? [{ id: group.id, labelKey: group.labelKey, items }] : [];
  });
}

function menuPaths(items: readonly VisibleMenuItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'section' ? menuPaths(item.items) : item.kind === 'link' ? [item.path] : [],
  );
}

/**
 * The menu entry a page belongs to, as its path relative to `base`: the entry of the page itself, else
 * the entry the page lies under (`intelligent-routing/new` and `intelligent-routing/{id}` under
 * `intelligent-routing`), the longest when several do. Undefined for a page outside the menu.
 */
export function currentMenuPath(
  groups: readonly VisibleMenuGroup[],
  base: string,
  pathname: string,
): string | undefined {
  let current: string | undefined;
  for (const path of groups.flatMap((group) => menuPaths(group.items))) {
    const to = `${base}${path}`;
    if (to === pathname) return path;
    if (pathname.startsWith(`${to}/`) && (current === undefined || path.length > current.length)) {
      current = path;
    }
  }
  return current;
}
