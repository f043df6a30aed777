import type { OptionalModule } from '../auth/auth.schema.js';
import type { Requirement } from '../roles/evaluate-requirement.js';
import { MERCHANT_AREAS, PROVIDER_AREAS, type Role } from '../roles/role-catalogue.js';

/** Conditions beside roles that decide whether a route or menu entry is open to a user (000 §2, §6). */
export interface AccessFlags {
  /** Only users of the provider organisation (operator pages). */
  providerOnly?: true;
  /** Only users of a merchant organisation, not a provider user viewing a merchant. */
  merchantOnly?: true;
  /** Only platform administrators (PSP_SUPER). */
  superOnly?: true;
  /** Only when the organisation in scope has this optional module enabled. */
  module?: OptionalModule;
  /** Only when the organisation in scope has the collecting capability (finance and pricing). */
  collecting?: true;
}

/**
 * A query value computed when the route is entered: the start of the local day so many months and days
 * back, or the end of today.
 */
export type RelativeQueryValue =
  | { startOfDay: { monthsAgo?: number; daysAgo?: number } }
  | { endOfDay: 'today' };
export type InitialQueryValue = string | RelativeQueryValue;

/**
 * Query parameters a route starts with. `initial` applies when the route is entered without any query
 * parameter: list pages open with their default filter (002 §2), pricing with active and visible (001 §2.10),
 * statistics dashboards with the fallback period and date range (001 §2.2).
 */
export type InitialQuery = Readonly<Record<string, InitialQueryValue>>;

/**
 * The part of the product a screen belongs to. The web loads the screens of one area as one route
 * table chunk, so the shell does not grow with every screen.
 */
export const SCREEN_AREAS = [
  'home',
  'merchants',
  'insights',
  'finance',
  'payments',
  'operator',
  'risk',
  'developers',
  'compliance',
  'admin',
  'settings',
] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

export interface RouteDefinition {
  /** Unique over all route tables; menus refer to routes by id. */
  id: string;
  area: ScreenArea;
  /** Path relative to the scope's base (`/`, `/psp/` or `/psp/merchants/{id}/`); '' is the index. */
  path: string;
  /** Key of the page title in main.json. */
  titleKey: string;
  /** ANY-of requirement (entries may combine roles with &&); empty means logged in is enough. */
  requirement: Requirement;
  flags?: AccessFlags;
  initialQuery?: InitialQuery;
}

/** Routes of one screen area: the tables list their routes area by area. */
export function inArea(
  area: ScreenArea,
  routes: readonly Omit<RouteDefinition, 'area'>[],
): RouteDefinition[] {
  return routes.map((route) => ({ ...route, area }));
}

type AreaName = keyof typeof MERCHANT_AREAS | keyof typeof PROVIDER_AREAS;

/** Every role of an area: the spec's `AREA_*` (for example ORGANISATION_*). */
export function anyRoleOf(area: AreaName): Role[] {
  const actions: readonly string[] =
    area in MERCHANT_AREAS
      ? MERCHANT_AREAS[area as keyof typeof MERCHANT_AREAS]
      : PROVIDER_AREAS[area as keyof typeof PROVIDER_AREAS];
  return actions.map((action) => `${area}_${action}` as Role);
}
