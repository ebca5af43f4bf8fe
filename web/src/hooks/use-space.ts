import { STORAGE_KEYS } from '@tasklane/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** The space a screen works in: the person's own account, or a team they belong to. */
export interface Space {
  /** Null for the personal space. */
  teamId: string | null;
  /** The team's name, remembered with it so the header shows it before any data loads. */
  teamName: string | null;
}

const PERSONAL: Space = { teamId: null, teamName: null };
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; space: Space }>();

function read(uid: string): Space {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.spacePrefix + uid);
  } catch {
    /* private mode: personal */
  }
  const hit = cache.get(uid);
  if (hit && hit.raw === raw) return hit.space;
  let space = PERSONAL;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Space>) : null;
    if (parsed && typeof parsed.teamId === 'string' && parsed.teamId)
      space = { teamId: parsed.teamId, teamName: typeof parsed.teamName === 'string' ? parsed.teamName : null };
  } catch {
    /* a damaged entry: personal */
  }
  cache.set(uid, { raw, space });
  return space;
}

/** Remembers the space on this device (per user) and tells every screen at once. */
export function setSpace(uid: string, space: Space): void {
  try {
    if (space.teamId) localStorage.setItem(STORAGE_KEYS.spacePrefix + uid, JSON.stringify(space));
    else localStorage.removeItem(STORAGE_KEYS.spacePrefix + uid);
  } catch {
    /* not remembered in private mode */
  }
  cache.delete(uid);
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab switching space switches this one too.
  const onStorage = (e: StorageEvent) => e.key?.startsWith(STORAGE_KEYS.spacePrefix) && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The signed-in user's current space and the paying account id it stands for (their uid, or the
 * team's id). The server checks membership on every call; this only chooses what to ask for.
 */
export function useSpace(uid: string): Space & { accountId: string; set: (space: Space) => void } {
  const space = useSyncExternalStore(
    subscribe,
    () => read(uid),
    () => PERSONAL,
  );
  const set = useCallback((next: Space) => setSpace(uid, next), [uid]);
  return { ...space, accountId: space.teamId ?? uid, set };
}
