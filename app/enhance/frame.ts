/** `update`, run at most once per animation frame however often the returned function is called. */
export function oncePerFrame(update: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
}
