import { TOAST_EVENT, type ToastRequest } from "#app/lib/toast-event.ts";

let runtime: Promise<unknown> | undefined;

/**
 * Loads the islands runtime (app/islands/runtime.ts: React DOM, the islands, the toast host) once.
 * Its address comes with the enhancer's loader (components/layout/enhancer-script.tsx).
 */
export function loadIslandsRuntime(doc: Document): Promise<unknown> {
  const url = doc.querySelector<HTMLElement>("script[data-islands-runtime]")?.dataset.islandsRuntime;
  runtime ??= url ? import(/* @vite-ignore */ url) : Promise.reject(new Error("no islands runtime on this page"));
  return runtime;
}

/** A toast: the hydrated page's host shows it, else the islands runtime, loaded for it. */
export function requestToast(doc: Document, request: ToastRequest) {
  const send = () => dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: request, cancelable: true }));
  if (!send()) return;
  void loadIslandsRuntime(doc).then(send);
}
