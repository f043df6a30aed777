import { type LoaderFunction, redirect } from 'react-router';
import { meQuery } from '../../auth/meQuery';
import { queryClient } from '../queryClient';

/** Login and forgotPassword are barred to a logged-in user (000 §6). */
export const guestLoader: LoaderFunction = async () => {
  // Without an answer about the session the login form is still the right screen.
  const me = await queryClient.ensureQueryData(meQuery).catch(() => null);
  if (me) throw redirect('/');
  return null;
};
