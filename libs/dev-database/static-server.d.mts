export interface ServedFolder {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function serveFolder(root: string, options?: { port?: number; delayMs?: (pathname: string) => number }): Promise<ServedFolder>;
