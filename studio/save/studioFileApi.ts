/**
 * The studio page's calls to its file API (`pages/api/studio/file.ts`), in one place: opening a
 * product file and saving one. Every save of the studio — the diff asked first (`dryRun`), the
 * write, a save after re-applying edits on a newer version — goes through `saveProductFile`, the
 * seam for whatever a save must also do (a commit, an author).
 */
export interface OpenedFile<T> {
  file: string;
  /** sha-256 of the text opened: the save's `baseHash`, refused (409) once the file changed. */
  hash: string;
  data: T;
}

export interface SaveRequest<T> {
  file: string;
  baseHash: string;
  data: T;
  /** Only validate and answer with the diff; write nothing. */
  dryRun: boolean;
  /** The commit's message and author, where the studio's folder is a git work tree. */
  commit?: { message: string; author: string };
}

/** The file, or an Error whose message is the server's reason (it names file:line:column). */
export async function openProductFile<T>(file: string): Promise<OpenedFile<T>> {
  const response = await fetch(`/api/studio/file?file=${encodeURIComponent(file)}`);
  const body = (await response.json().catch(() => ({}))) as OpenedFile<T> & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `o estúdio respondeu ${response.status}`);
  return body;
}

/** Sends a save; the status and the server's answer (rejects when the server cannot be reached). */
export async function saveProductFile<T, B>(
  request: SaveRequest<T>,
): Promise<{ status: number; ok: boolean; body: B }> {
  const response = await fetch('/api/studio/file', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return { status: response.status, ok: response.ok, body: (await response.json()) as B };
}
