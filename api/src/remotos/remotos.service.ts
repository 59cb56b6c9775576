import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import { buildInfoSchema, type BuildInfo, type Remoto } from '@camping/contracts/schemas/remoto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { addressPolicy } from '../net/address-policy';
import { frontEndDist, REMOTE_ROWS } from '../static/front-end-paths';
import { checkFederationManifest } from './federation-manifest';
import { readManifest } from './manifest-fetch';
import { RemoteTable } from './remote-table';
import { RemotosRepository } from './remotos.repository';

/** Where each remote is deployed: listed, changed after its manifest is checked, reverted (issue 20). */
@Injectable()
export class RemotosService {
  constructor(
    private readonly repository: RemotosRepository,
    private readonly table: RemoteTable,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(): Promise<Remoto[]> {
    return this.repository.list();
  }

  /** The stamp of the shell this server serves (shell/dist/build-info.json); nulls for a build without one. */
  async shellBuild(): Promise<BuildInfo> {
    try {
      const file = path.join(frontEndDist('shell', this.config.STATIC_ROOT), 'build-info.json');
      return buildInfoSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      return { version: null, commit: null };
    }
  }

  /**
   * Nothing is saved unless the URL serves this remote's Module Federation manifest. Fetched through the guarded fetch
   * under the same escape as the iCal feeds (ICAL_ALLOW_PRIVATE_URLS: a CDN on a private network, the tests).
   */
  async change(name: string, url: string, usuario: string): Promise<Remoto> {
    const remote = REMOTE_ROWS.find((row) => row.workspace === name);
    if (!remote || !(await this.repository.exists(name))) throw new NotFoundException({ success: false, message: MSG.remotoNoEncontrado });
    const read = await readManifest(url, { policy: addressPolicy(this.config.ICAL_ALLOW_PRIVATE_URLS), staticRoot: this.config.STATIC_ROOT });
    if (!read.ok) throw new BadRequestException({ success: false, message: read.message });
    const check = checkFederationManifest(read.data, remote.federationName);
    if (!check.ok) throw new BadRequestException({ success: false, message: check.message });
    const row = await this.repository.change(name, url, check.facts, usuario);
    if (!row) throw new NotFoundException({ success: false, message: MSG.remotoNoEncontrado });
    await this.table.refresh();
    return row;
  }

  /** Back to the previous URL at once, without fetching it: a rollback must not wait on the CDN. */
  async revert(name: string, usuario: string): Promise<Remoto> {
    const row = await this.repository.revert(name, usuario);
    if (!row) {
      if (!(await this.repository.exists(name))) throw new NotFoundException({ success: false, message: MSG.remotoNoEncontrado });
      throw new ConflictException({ success: false, message: MSG.remotoSinAnterior });
    }
    await this.table.refresh();
    return row;
  }
}
