import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KEPT_SEARCHES_MAX_BYTES, KEPT_SEARCHES_MAX_ENTRIES, KeptAnswer, KeptAnswers } from './kept-answers';
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
 * Searched pages are kept apart, in a smaller budget, so a day of varied searches never pushes out the pages every
 * screen shares: a clerk's screen asks its search again on every return to the window and remount (TanStack Query's
 * defaults), another tab or clerk asks the same surname, paging goes back and forth; a different search is computed.
 * Not for answers that depend on the clock (holds «vigentes» compare with now()).
 * KEPT_ANSWERS=0 turns all of it off: every call computes its own answer, as a server without this class would (to
 * compare with such a server in bench/lists and bench/api, or to rule the cache out when looking into a problem).
 */
@Injectable()
export class ReadCache {
  private readonly kept = new KeptAnswers();
  private readonly searches = new KeptAnswers(KEPT_SEARCHES_MAX_ENTRIES, KEPT_SEARCHES_MAX_BYTES);
  private readonly computing = new Map<string, { version: string; answer: Promise<KeptAnswer> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'KEPT_ANSWERS'>,
  ) {}

  /** The answer of `key` at the data's current version: kept, being computed by another call, or computed now. */
  async get(key: string, compute: () => Promise<string>, kind: 'comun' | 'busqueda' = 'comun'): Promise<KeptAnswer> {
    // Off: no version read either, so the call costs what it would without this class.
    if (!this.config.KEPT_ANSWERS) return new KeptAnswer('', await compute());
    const [{ version }] = await preparedQuery<{ version: string }>(this.dataSource, 'datos_version', SQL_VERSION, []);
    const store = kind === 'busqueda' ? this.searches : this.kept;
    const kept = store.get(key, version);
    if (kept) return kept;
    const running = this.computing.get(key);
    if (running?.version === version) return running.answer;
    const answer = compute().then((text) => store.put(key, version, text));
    const entry = { version, answer };
    this.computing.set(key, entry);
    const done = () => {
      if (this.computing.get(key) === entry) this.computing.delete(key);
    };
    answer.then(done, done);
    return answer;
  }
}
