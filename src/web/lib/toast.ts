import type { ExternalToast } from 'sonner';

/**
 * sonner, loaded on the first toast instead of with every page: it is ~11 KB gzipped and the
 * public pages must stay under their JS budget (docs/decisions/0005-public-page-budget.md).
 */
type Sonner = typeof import('sonner');
let loading: Promise<Sonner> | null = null;
let mounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();
let wanted = false;

/** Called by <LazyToaster/> once sonner's Toaster is on screen. */
export function markToasterMounted() {
  mounted();
}

/** Lets the root layout know it must mount the toaster. */
export function subscribeToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = () => wanted;

async function sonner(): Promise<Sonner> {
  loading ??= import('sonner');
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  const mod = await loading;
  await toasterReady;
  return mod;
}

export const toast = {
  success: (message: string, data?: ExternalToast) =>
    void sonner().then((s) => s.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) =>
    void sonner().then((s) => s.toast.error(message, data)),
  message: (message: string, data?: ExternalToast) =>
    void sonner().then((s) => s.toast(message, data)),
  /** Closes the toast shown with `{ id }`, if sonner was ever loaded (else there is none). */
  dismiss: (id: string) => void loading?.then((s) => s.toast.dismiss(id)),
};
