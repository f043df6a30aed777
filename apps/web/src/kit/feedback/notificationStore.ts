/** A short message after an action: saved, exported, failed. */
export interface Notice {
  id: number;
  color: 'green' | 'red';
  message: string;
}

const SHOWN_FOR_MS = 5000;
const listeners = new Set<() => void>();
let notices: readonly Notice[] = [];
let nextId = 1;

function publish(next: readonly Notice[]) {
  notices = next;
  for (const listener of listeners) listener();
}

/** The notices on screen, each removed after a few seconds (or when closed); see Notifications. */
export const notificationStore = {
  show(notice: Omit<Notice, 'id'>): void {
    const id = nextId++;
    publish([...notices, { ...notice, id }]);
    setTimeout(() => notificationStore.hide(id), SHOWN_FOR_MS);
  },
  hide(id: number): void {
    publish(notices.filter((notice) => notice.id !== id));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly Notice[] => notices,
};
