/** The message a save's commit gets when the ops person leaves it empty. */
export function defaultCommitMessage(file: string): string {
  return `Estúdio: salva ${file}`;
}

/** The message proposed for restoring a save. */
export function restoreCommitMessage(short: string, subject: string): string {
  return `Restaura ${short} (${subject})`;
}
