import { Injectable, NotFoundException } from '@nestjs/common';
import { formatDateTimeAR } from '@camping/contracts/format';
import { stayUnitLabel } from '@camping/contracts/guest-whatsapp';
import { MSG } from '@camping/contracts/messages';
import type { RegistroFila, RegistroQuery } from '@camping/contracts/schemas/huesped';
import type { ArchivoPdf } from '../comprobantes/comprobantes.service';
import { SitioService } from '../public/sitio.service';
import { fichaPdf } from './ficha-pdf';
import { HuespedesRepository, type FilaRegistroLeida } from './huespedes.repository';
import { listaEfectiva } from './huespedes.service';
import { registroCsv, registroPdf } from './registro-export';

/** The most rows a register file carries: a busy year of the whole complex, well under what a PDF can hold. */
export const REGISTRO_ARCHIVO_MAX = 20_000;

const ahora = () => formatDateTimeAR(new Date().toISOString());

const aFila = ({ tipo_hospedaje_id, numero_hospedaje, ...f }: FilaRegistroLeida): RegistroFila => ({
  ...f,
  unidad: stayUnitLabel({ tipo_hospedaje_id, numero_hospedaje }),
});

/** The registration card of a stay and the guest register, as pages and as files (issue 36). */
@Injectable()
export class FichaService {
  constructor(
    private readonly repo: HuespedesRepository,
    private readonly sitio: SitioService,
  ) {}

  async ficha(reservaId: number): Promise<ArchivoPdf> {
    const estadia = await this.repo.estadia(reservaId);
    if (!estadia) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
    const huespedes = listaEfectiva(estadia, await this.repo.huespedes(reservaId));
    const propio = estadia.modelo_vehiculo !== null || estadia.patente !== null;
    const contenido = await fichaPdf(
      {
        ...estadia,
        reserva_id: estadia.id,
        unidad: stayUnitLabel(estadia),
        modelo_vehiculo: propio ? estadia.modelo_vehiculo : estadia.cliente_modelo_vehiculo,
        patente: propio ? estadia.patente : estadia.cliente_patente,
        huespedes,
      },
      await this.sitio.current(),
      ahora(),
    );
    return { nombre: `ficha-registro-reserva-${reservaId}.pdf`, contenido };
  }

  async pagina(q: RegistroQuery) {
    const { filas, total } = await this.repo.registro(q.desde, q.hasta, q.page_size, (q.page - 1) * q.page_size);
    return { success: true as const, filas: filas.map(aFila), page: q.page, page_size: q.page_size, total };
  }

  async archivo(q: RegistroQuery & { formato: 'csv' | 'pdf' }): Promise<{ nombre: string; tipo: string; contenido: Buffer | string }> {
    const { filas } = await this.repo.registro(q.desde, q.hasta, REGISTRO_ARCHIVO_MAX, 0);
    const nombre = `registro_huespedes_${q.desde}_${q.hasta}.${q.formato}`;
    if (q.formato === 'csv') return { nombre, tipo: 'text/csv; charset=utf-8', contenido: registroCsv(filas.map(aFila)) };
    return { nombre, tipo: 'application/pdf', contenido: await registroPdf(filas.map(aFila), q, await this.sitio.current(), ahora()) };
  }
}
