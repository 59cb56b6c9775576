import { Injectable, NotFoundException } from '@nestjs/common';
import { formatDateTimeAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { CuentaRepository } from '../cuenta/cuenta.repository';
import { SitioService } from '../public/sitio.service';
import { numeroComprobanteLabel } from '@camping/contracts/schemas/comprobante';
import { comprobantePdf } from './comprobante-pdf';
import { ComprobantesRepository } from './comprobantes.repository';
import { estadoCuentaPdf } from './estado-cuenta-pdf';

export interface ArchivoPdf {
  nombre: string;
  contenido: Buffer;
}

const noEncontrado = (message: string) => new NotFoundException({ success: false, message });

/** Receipts and statements as PDF (issue 32), with the complex's name and contact (SitioService). */
@Injectable()
export class ComprobantesService {
  constructor(
    private readonly comprobantes: ComprobantesRepository,
    private readonly cuenta: CuentaRepository,
    private readonly sitio: SitioService,
  ) {}

  async comprobante(tipo: 'pago' | 'reembolso', clave: { id: number } | { token: string }): Promise<ArchivoPdf> {
    const datos = await this.comprobantes.comprobante(tipo, clave);
    if (!datos) throw noEncontrado(MSG_CUENTA.comprobanteNoEncontrado);
    const contenido = await comprobantePdf(datos, await this.sitio.current(), ahora());
    const nombre = `${tipo === 'pago' ? 'recibo' : 'reembolso'}-${numeroComprobanteLabel(datos.numero).replace(/\D/g, '')}.pdf`;
    return { nombre, contenido };
  }

  async estadoCuenta(reservaId: number): Promise<ArchivoPdf> {
    const [datos, lineas] = await Promise.all([this.comprobantes.estadoCuenta(reservaId), this.cuenta.lineas(reservaId)]);
    if (!datos) throw noEncontrado(MSG.reservaNoEncontrada);
    const contenido = await estadoCuentaPdf({ ...datos, lineas }, await this.sitio.current(), ahora());
    return { nombre: `estado-de-cuenta-reserva-${reservaId}.pdf`, contenido };
  }
}

function ahora(): string {
  return formatDateTimeAR(new Date().toISOString());
}
