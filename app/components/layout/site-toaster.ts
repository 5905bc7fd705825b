import type { ToasterProps } from "sonner";

/** How the site's toasts sit: the one host of a hydrated page (toast-host.tsx) and the islands' (app/islands/runtime.ts). */
export const toasterProps = { position: "top-center", richColors: true, closeButton: true } as const satisfies ToasterProps;
