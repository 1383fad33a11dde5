/**
 * An error of a command-line tool (generate, validate): a stable `code` a caller can branch on,
 * a sentence for people, and the file it is about when there is one.
 */
export class ToolError extends Error {
  readonly code: string;
  readonly file: string | undefined;

  constructor(code: string, message: string, file?: string) {
    super(file === undefined ? message : `${file}: ${message}`);
    this.name = 'ToolError';
    this.code = code;
    this.file = file;
  }
}
