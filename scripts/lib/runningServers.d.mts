export interface RunningServer {
  pid: number;
  port: number;
  studio: boolean;
}
export function serversFolder(cwd: string, base?: string): string;
export function recordServer(options: {
  cwd: string;
  port: number | string;
  pid?: number;
  studio?: boolean;
  base?: string;
}): () => void;
export function runningServers(cwd: string, base?: string): RunningServer[];
