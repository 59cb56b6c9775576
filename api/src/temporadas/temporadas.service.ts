import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { seasonOverlap } from '@camping/contracts/seasons/season-overlap';
import { TEMPORADA_MSG } from '@camping/contracts/seasons/season-messages';
import type { Temporada, TemporadaDatos } from '@camping/contracts/schemas/temporada';
import { pgConstraint, pgErrorCode, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { TemporadasRepository } from './temporadas.repository';

const badRequest = (message: string) => new BadRequestException({ success: false, message });
const notFound = () => new NotFoundException({ success: false, message: TEMPORADA_MSG.noEncontrada });

/**
 * Seasons (issue 35): admins define them in Precios; every write runs in one audited transaction (the history's
 * triggers name who did it) that also claims the request's Idempotency-Key (Transactions.run). Overlaps and repeated
 * names are told in Spanish before PostgreSQL's constraints, which still hold them under concurrent writes.
 */
@Injectable()
export class TemporadasService {
  constructor(
    private readonly temporadas: TemporadasRepository,
    private readonly transactions: Transactions,
  ) {}

  list(): Promise<Temporada[]> {
    return this.temporadas.findAll();
  }

  create(datos: TemporadaDatos): Promise<Temporada> {
    return this.write(async (tx) => {
      await this.checkFree(datos, null, tx);
      return this.temporadas.insert(datos, tx);
    });
  }

  update(id: number, datos: TemporadaDatos): Promise<Temporada> {
    return this.write(async (tx) => {
      if (!(await this.temporadas.lockOne(id, tx))) throw notFound();
      await this.checkFree(datos, id, tx);
      await this.temporadas.update(id, datos, tx);
      return id;
    });
  }

  async remove(id: number): Promise<void> {
    const existed = await this.transactions.run(async (tx) => {
      await this.temporadas.lockWrites(tx);
      return this.temporadas.delete(id, tx);
    });
    if (!existed) throw notFound();
  }

  /** One season write at a time; answers the season as saved. */
  private async write(work: (tx: Tx) => Promise<number>): Promise<Temporada> {
    try {
      return await this.transactions.run(async (tx) => {
        await this.temporadas.lockWrites(tx);
        const id = await work(tx);
        const saved = await this.temporadas.findById(id, tx);
        if (!saved) throw notFound();
        return saved;
      });
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** The name is free and no range shares a night with another season's. */
  private async checkFree(datos: TemporadaDatos, id: number | null, tx: Tx): Promise<void> {
    if (await this.temporadas.nameTaken(datos.nombre, id, tx)) {
      throw new ConflictException({ success: false, message: TEMPORADA_MSG.nombreRepetido(datos.nombre) });
    }
    const others = await this.temporadas.otherRanges(id, tx);
    const seasons = [{ nombre: datos.nombre, rangos: datos.rangos }, ...others.map((r) => ({ nombre: r.nombre, rangos: [r] }))];
    const overlap = seasonOverlap(seasons);
    if (overlap) throw badRequest(overlap);
  }
}

/** A constraint that caught what the checks could not see (a write outside the API) as the same Spanish answer. */
function refusalOf(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code === PG_EXCLUSION_VIOLATION && pgConstraint(error) === 'temporada_rangos_sin_solapamiento') {
    return badRequest(TEMPORADA_MSG.superpuestaOtra);
  }
  if (code === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'temporadas_nombre_unico') {
    return new ConflictException({ success: false, message: TEMPORADA_MSG.nombreYaUsado });
  }
  return error;
}
