import { DEFAULT_SETTINGS, checkPublicSettings, type PublicSettings } from '@tasklane/domain';
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { useCallback, useSyncExternalStore } from 'react';
import { useFirestore } from 'reactfire';
import { webRefs } from './refs';

type SettingsState = { settings: PublicSettings; live: boolean };

const FALLBACK: SettingsState = { settings: DEFAULT_SETTINGS, live: false };

/** How long settings/app stays listened to after its last screen left: the next screen reuses it. */
const LINGER_MS = 30_000;

/** One listener to settings/app per Firestore instance, shared by every screen that shows it. */
type Store = {
  state: SettingsState;
  users: number;
  wakes: Set<() => void>;
  stop: (() => void) | null;
  linger: number | undefined;
};

const stores = new WeakMap<Firestore, Store>();

function storeOf(db: Firestore): Store {
  let store = stores.get(db);
  if (!store) {
    store = { state: FALLBACK, users: 0, wakes: new Set(), stop: null, linger: undefined };
    stores.set(db, store);
  }
  return store;
}

function set(store: Store, state: SettingsState): void {
  store.state = state;
  store.wakes.forEach((wake) => wake());
}

/** One more screen listens: starts the listener if none runs; returns that screen's release. */
function listenFor(db: Firestore, store: Store): () => void {
  window.clearTimeout(store.linger);
  store.users += 1;
  store.stop ??= onSnapshot(
    webRefs.settings(db),
    (snap) => {
      const settings = checkPublicSettings(snap.data());
      set(store, settings ? { settings, live: true } : FALLBACK);
    },
    // Prices still render from the defaults; the server re-prices anyway.
    () => set(store, FALLBACK),
  );
  return () => {
    store.users -= 1;
    if (store.users > 0) return;
    store.linger = window.setTimeout(() => {
      store.stop?.();
      store.stop = null;
    }, LINGER_MS);
  };
}

/**
 * The live public settings (prices, tiers, capacity) from settings/app; the staff-only part is
 * not readable here. Falls back to the defaults while loading or if the document is missing or
 * invalid, so prices always render; the server re-prices anyway. Checked without zod
 * (checkPublicSettings), which would otherwise join every signed-in first load.
 *
 * `listening` false listens to nothing yet (a screen that starts it after its first paint) and
 * shows what is already known: the live settings if another screen listens, else the defaults.
 */
export function useSettings(listening = true): SettingsState {
  const db = useFirestore();
  const store = storeOf(db);
  const subscribe = useCallback(
    (wake: () => void) => {
      store.wakes.add(wake);
      const release = listening ? listenFor(db, store) : undefined;
      return () => {
        store.wakes.delete(wake);
        release?.();
      };
    },
    [db, store, listening],
  );
  return useSyncExternalStore(
    subscribe,
    () => store.state,
    () => FALLBACK,
  );
}
