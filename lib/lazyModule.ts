/**
 * A module loaded on first use, once (`import()` behind a function): what only a press of a
 * button needs is kept out of a page's first load (issue 25, `npm run bench -- js`) and loaded
 * when the buyer starts on the form. A failed load (the network dropped) is tried again on the
 * next call instead of failing forever.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
