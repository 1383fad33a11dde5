/** Where a command-line tool writes and which folder it runs in (injectable for tests). */
export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}
