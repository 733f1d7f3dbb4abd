import { useSyncExternalStore } from 'react';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before the toast closes itself; the Toaster's default is 5 s (SPEC 9). */
  duration?: number;
};

type ToastItem = ToastOptions & { id: number; open: boolean };

// A module-level store, so toast() works from anywhere: event handlers, mutation callbacks.
let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast. Only one is shown at a time (SPEC 9), so it replaces any toast showing. */
export function toast(options: ToastOptions): void {
  nextId += 1;
  setToasts([{ ...options, id: nextId, open: true }]);
}

/** Closes a toast; it stays in the store until replaced, so its exit animation can play. */
export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

/** Closes whatever toast is showing: an outcome that makes it stale (a retry that worked). */
export function dismissAllToasts(): void {
  if (toasts.some((item) => item.open)) setToasts(toasts.map((item) => ({ ...item, open: false })));
}
