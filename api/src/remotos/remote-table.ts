/**
 * The table of remotes as every request of this replica sees it: /remotes.json, the page's CSP and its preloads.
 * PostgreSQL holds it; each replica re-reads it every REFRESH_MS (a 5-row table), so a change made on any replica
 * is served by all of them within seconds, with no restart and nothing decisive kept only in memory. Until the first
 * read, and while the database is unreachable, the last URLs read (at first the environment's) keep being served:
 * the public pages never wait for PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { frontEndDist, localManifestPath, REMOTE_ROWS } from '../static/front-end-paths';
import { defaultRemoteUrls } from './default-remote-urls';
import { checkFederationManifest, type ManifestFacts } from './federation-manifest';
import { RemotosRepository } from './remotos.repository';

export const REFRESH_MS = 2000;

@Injectable()
export class RemoteTable implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Remotos');
  private urls: Record<string, string>;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(urls: Record<string, string>) => void>();

  constructor(
    private readonly repository: RemotosRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.urls = defaultRemoteUrls(config);
  }

  async onApplicationBootstrap(): Promise<void> {
    const defaults = defaultRemoteUrls(this.config);
    await this.repository.seed(
      REMOTE_ROWS.map((remote) => ({ name: remote.workspace, url: defaults[remote.workspace], ...this.localFacts(remote.workspace, defaults[remote.workspace]) })),
    );
    await this.refresh();
    // Not scheduled work: each replica re-reads the table for its own answers (/remotes.json, CSP); it writes
    // nothing, so it must run in every process, and PostgreSQL stays the one source of truth.
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** name -> manifest URL, as last read from PostgreSQL. */
  current(): Record<string, string> {
    return this.urls;
  }

  /** Called with the new URLs whenever a read finds them changed (the CSP is rebuilt then). */
  onChange(listener: (urls: Record<string, string>) => void): void {
    this.listeners.add(listener);
  }

  async refresh(): Promise<void> {
    try {
      const urls = { ...defaultRemoteUrls(this.config), ...(await this.repository.urls()) };
      if (JSON.stringify(urls) === JSON.stringify(this.urls)) return;
      this.urls = urls;
      for (const listener of this.listeners) listener(urls);
    } catch (error) {
      // Keep serving the last URLs read; the next tick tries again.
      this.logger.warn(`No se pudo releer la tabla de remotos: ${(error as Error).message}`);
    }
  }

  /** The stamp of a build this server serves itself, read from its manifest on disk (none for other URLs). */
  private localFacts(workspace: string, url: string): ManifestFacts {
    const none = { version: null, commit: null };
    if (url !== localManifestPath(workspace)) return none;
    try {
      const data: unknown = JSON.parse(readFileSync(path.join(frontEndDist(workspace, this.config.STATIC_ROOT), 'mf-manifest.json'), 'utf8'));
      const remote = REMOTE_ROWS.find((row) => row.workspace === workspace)!;
      const check = checkFederationManifest(data, remote.federationName);
      return check.ok ? check.facts : none;
    } catch {
      return none;
    }
  }
}
