import { discardDraft, readDraft, writeDraft } from '@/studio/drafts/draftStore';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('draftStore', () => {
  it('should keep one draft per file, with its base version, until discarded', () => {
    const store = memoryStore();
    const entry = { baseHash: 'h1', base: { a: 1 }, draft: { a: 2 }, at: 5 };
    writeDraft(store, 'brands/x/products/A.json', entry);
    writeDraft(store, 'brands/x/products/B.json', { ...entry, draft: { a: 3 } });
    expect(readDraft(store, 'brands/x/products/A.json')).toEqual(entry);
    discardDraft(store, 'brands/x/products/A.json');
    expect(readDraft(store, 'brands/x/products/A.json')).toBeNull();
    expect(readDraft(store, 'brands/x/products/B.json')?.draft).toEqual({ a: 3 });
  });

  it('should read a broken entry as no draft', () => {
    const store = memoryStore();
    store.items.set('trilha-studio:draft:F.json', '{not json');
    expect(readDraft(store, 'F.json')).toBeNull();
  });
});
