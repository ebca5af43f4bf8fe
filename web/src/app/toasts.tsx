import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** At most this many toasts on screen; the oldest leave first. */
const MAX_VISIBLE_TOASTS = 3;

/** react-hot-toast has no limit of its own: dismiss whatever is beyond the newest three. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/**
 * 4000 ms by default, at most 3 visible. At the bottom on every screen, so a toast never covers
 * the header's controls, the notification panel that opens under the bell, or a page's title and
 * status; on phones above the bottom navigation.
 */
export default function Toasts({ isPhone }: { isPhone: boolean }) {
  return (
    <>
      <Toaster
        position={isPhone ? 'bottom-center' : 'bottom-right'}
        toastOptions={{ duration: 4000 }}
        containerStyle={isPhone ? { bottom: 72 } : { bottom: 24 }}
      />
      <ToastLimit />
    </>
  );
}
