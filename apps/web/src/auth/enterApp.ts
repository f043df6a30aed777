import type { Me } from '@psp/domain';
import type { AuthNavigation } from './AuthNavigation';
import { takeRememberedUrl } from './rememberedUrl';

/** After a login (password, MFA code or MFA set-up): into the app, at the remembered URL if it is the user's. */
export function enterApp(navigation: AuthNavigation, me: Me): void {
  navigation.loggedIn(me, takeRememberedUrl(me.user.id) ?? '/');
}
