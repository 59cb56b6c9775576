import { Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { Canal } from '@camping/contracts/schemas/canal';
import { todayIso } from '@camping/contracts/dates';
import { nombreUnidad } from '@camping/contracts/lodging-names';
import { CanalesRepository, type CanalRow } from './canales.repository';
import { feedCalendar, feedStart } from './ical-calendar';
import { feedPath, newIcalToken } from './ical-token';

function toCanal(row: CanalRow, origin: string): Canal {
  return {
    hospedaje_id: row.hospedaje_id,
    numero: row.numero,
    tipo_hospedaje_id: row.tipo_hospedaje_id,
    tipo_hospedaje: row.tipo_hospedaje,
    url_exportacion: `${origin}${feedPath(row.token)}`,
    enlace_creado: new Date(row.enlace_creado).toISOString(),
  };
}

@Injectable()
export class CanalesService {
  constructor(private readonly repository: CanalesRepository) {}

  /** Every cabin and dormi with its link; a unit without one gets it now (lazily, once across replicas). */
  async list(origin: string, usuario: string): Promise<Canal[]> {
    const missing = await this.repository.unitsWithoutLink();
    await this.repository.createLinks(
      missing.map((hospedajeId) => ({ hospedajeId, token: newIcalToken() })),
      usuario,
    );
    return (await this.repository.findAll()).map((row) => toCanal(row, origin));
  }

  async regenerate(hospedajeId: number, origin: string, usuario: string): Promise<Canal> {
    // A unit never listed has no row yet: create it first (cabins and dormis only), then replace its token.
    await this.repository.createLinks([{ hospedajeId, token: newIcalToken() }], usuario);
    const row = await this.repository.regenerate(hospedajeId, newIcalToken(), usuario);
    if (!row) throw new NotFoundException({ success: false, message: MSG.canalSinCalendario });
    return toCanal(row, origin);
  }

  /** The feed of the unit whose token this is, or null (unknown or replaced token). */
  async feed(token: string, uidHost: string): Promise<string | null> {
    const unit = await this.repository.unitOfToken(token);
    if (!unit) return null;
    const stays = await this.repository.staysFrom(unit.id, feedStart(todayIso()));
    return feedCalendar({ name: nombreUnidad(unit.tipo_hospedaje_id, unit.numero), uidHost, stays });
  }
}
