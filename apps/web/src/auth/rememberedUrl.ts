const KEY = 'psp.redirectAfterLogin';

interface RememberedUrl {
  url: string;
  userId?: string;
}

/** 000 §4: the URL a user was sent away from, restored after the next login. */
export function rememberUrl(url: string, userId?: string): void {
  const value: RememberedUrl = { url, ...(userId && { userId }) };
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

/** The remembered URL if it has no user or belongs to `userId`; it is forgotten either way. */
export function takeRememberedUrl(userId: string): string | undefined {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return undefined;
  const remembered = JSON.parse(raw) as RememberedUrl;
  return !remembered.userId || remembered.userId === userId ? remembered.url : undefined;
}
