/**
 * A `Storage` held in memory: a preview frame's own session and local storage, so the frames
 * of one studio tab (the preview, the palette's thumbnails) never read or overwrite each other's
 * session, and a preview's made-up purchase never reaches the real checkout's storage.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}
