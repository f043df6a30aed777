import { downloadRedirectPath } from '@psp/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { loadAccess } from '../access/loadAccess';

/** The logged-in shell: a session is needed, and report download links are sent to their page. */
export const shellLoader: LoaderFunction = async ({ request }) => {
  const { me } = await loadAccess(request);
  const url = new URL(request.url);
  const target = downloadRedirectPath(url.pathname, url.searchParams, me.is_provider);
  if (target) throw redirect(target);
  return null;
};
