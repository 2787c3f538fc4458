export interface StaticServer {
  url: string;
  close(): Promise<void>;
}
export function serveStatic(root: string, options?: { port?: number; compress?: boolean }): Promise<StaticServer>;
