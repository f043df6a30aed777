import type { Me } from '@psp/domain';

/** How a logged-out screen moves on: to another logged-out screen, or into the app once logged in. */
export interface AuthNavigation {
  search: URLSearchParams;
  navigate: (to: string) => void;
  loggedIn: (me: Me, url: string) => void;
}
