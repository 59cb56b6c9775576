import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type KeptAnswer, KeptAnswers } from './kept-answers';
import { preparedQuery } from './prepared-query';

const SQL_VERSION = `SELECT version::text AS version FROM datos_version`;

/**
 * The hot reads that every screen asks alike (a page of the Reservas list, the calendar's window), kept per replica
 * and checked against PostgreSQL on every call: the data's version (migration 1764300000001, raised in the same
 * transaction as any change to the rows these reads show, whichever replica or process wrote) is read first, and a
 * kept answer is served only if it was computed at that same version. So nothing is ever served stale and nothing
 * decides from memory: another replica's write is seen at the next call, as without a cache; what is saved is the
 * query itself (the page's joins, the window's hundreds of rows as JSON) and the answer's encoding and compression.
 * An answer is tagged with the version read before computing it: a change committed in between raises the version,
 * so that answer is never served.
 * After a change, the calls that arrive together for one answer share one computation instead of each running the
 * query (32 screens refreshing a window would otherwise run it 32 times at once).
 * Not for answers that depend on the clock (holds «vigentes» compare with now()) or are rarely asked twice (searches).
 */
@Injectable()
export class ReadCache {
  private readonly kept = new KeptAnswers();
  private readonly computing = new Map<string, { version: string; answer: Promise<KeptAnswer> }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(key: string, compute: () => Promise<string>): Promise<KeptAnswer> {
    const [{ version }] = await preparedQuery<{ version: string }>(this.dataSource, 'datos_version', SQL_VERSION, []);
    const kept = this.kept.get(key, version);
    if (kept) return kept;
    const running = this.computing.get(key);
    if (running?.version === version) return running.answer;
    const answer = compute().then((text) => this.kept.put(key, version, text));
    const entry = { version, answer };
    this.computing.set(key, entry);
    const done = () => {
      if (this.computing.get(key) === entry) this.computing.delete(key);
    };
    answer.then(done, done);
    return answer;
  }
}
