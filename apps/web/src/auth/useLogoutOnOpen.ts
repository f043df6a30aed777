import { useEffect } from 'react';
import { logout } from './authCalls';

/** 000 §2: a link from a mail (new password, new e-mail) first ends any session of this browser. */
export function useLogoutOnOpen(): void {
  useEffect(() => {
    logout().catch(() => undefined);
  }, []);
}
