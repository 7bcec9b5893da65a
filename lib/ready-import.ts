/**
 * A loader for `next/dynamic` that React can read without suspending once its module has arrived.
 *
 * React's `lazy` suspends on the first render of a component unless the loader's answer calls back at once
 * (a native promise never does, even when settled). A suspended render on the server makes the page's HTML
 * carry the component outside its place, shown by a script, so a browser without JavaScript never shows it.
 * On the server the module is imported when this module is first read, and once it is there the loader answers
 * synchronously; in the browser it is imported when first drawn (the dynamic chunk is preloaded by Next), and a
 * later draw (another page of the same visit) reads it at once.
 */
export function readyImport<T>(importer: () => Promise<T>): () => PromiseLike<T> {
  let settled: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  const start = () => {
    pending ??= importer().then(
      (value) => {
        settled = { value };
        return value;
      },
      (error: unknown) => {
        // A failed chunk is the chunk-load guard's to recover from; a later draw tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  if (typeof window === 'undefined') start().catch(() => {});
  return () => (settled ? answered(settled.value) : start());
}

/** A thenable that calls back at once with `value`. */
export function answered<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      if (!onFulfilled) return answered(value as unknown as R1);
      const next = onFulfilled(value);
      return isThenable(next) ? next : answered(next);
    },
  };
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<T>).then === 'function';
}
