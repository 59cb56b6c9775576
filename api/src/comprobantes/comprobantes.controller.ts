import { BadRequestException, Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  COMPROBANTE_CONSULTA_MSG,
  COMPROBANTE_CONSULTAS,
  comprobanteDeArchivo,
  type ComprobanteConsulta,
} from '@camping/contracts/schemas/comprobante';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { Public } from '../auth/public.decorator';
import { ApiQueries } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { ComprobantesService, type ArchivoPdf } from './comprobantes.service';

/** A PDF shown in the browser (it can still be saved or shared), never kept by a proxy. */
function enviarPdf(reply: FastifyReply, archivo: ArchivoPdf) {
  return reply
    .status(200)
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `inline; filename="${archivo.nombre}"`)
    .type('application/pdf')
    .send(archivo.contenido);
}

/** Receipts and statements for staff (issue 32): a new call, on a new path only. */
@ApiTags('pagos')
@Controller('api/endpoints/comprobantes')
export class ComprobantesController {
  constructor(private readonly comprobantes: ComprobantesService) {}

  @Get()
  @ApiOperation({
    summary: 'Recibo de un pago (?pago_id), comprobante de un reembolso (?reembolso_id) o estado de cuenta de una reserva (?estado_cuenta=id), en PDF',
    description: 'Con número correlativo, importe en números y en letras, medio, saldo después y quién lo emitió. «Comprobante no válido como factura». 404 si no existe.',
  })
  @ApiQueries([
    { name: 'pago_id', description: 'el recibo de este pago', example: 1 },
    { name: 'reembolso_id', description: 'el comprobante de este reembolso', example: 1 },
    { name: 'estado_cuenta', description: 'el estado de cuenta de esta reserva', example: 1 },
  ])
  async get(@Query() query: QueryParams, @Res() reply: FastifyReply) {
    const consulta = (Object.keys(COMPROBANTE_CONSULTAS) as ComprobanteConsulta[]).find((clave) => has(query, clave));
    if (!consulta) throw new BadRequestException({ success: false, message: COMPROBANTE_CONSULTA_MSG });
    rejectUnknown(query, [consulta]);
    const id = (parseOrThrow(COMPROBANTE_CONSULTAS[consulta], query) as Record<ComprobanteConsulta, number>)[consulta];
    if (consulta === 'estado_cuenta') return enviarPdf(reply, await this.comprobantes.estadoCuenta(id));
    return enviarPdf(reply, await this.comprobantes.comprobante(consulta === 'pago_id' ? 'pago' : 'reembolso', { id }));
  }
}

/** The receipt's link sent to the guest: no session, the random key in the file name is the permission. */
@ApiTags('pagos')
@Controller('comprobantes')
export class ComprobantePublicoController {
  constructor(private readonly comprobantes: ComprobantesService) {}

  @Public()
  @Get(':archivo')
  @ApiOperation({ summary: 'Un recibo o comprobante de reembolso por su enlace (/comprobantes/<pago|reembolso>-<clave>.pdf)' })
  async get(@Param('archivo') archivo: string, @Res() reply: FastifyReply) {
    const clave = comprobanteDeArchivo(archivo);
    if (!clave) return reply.status(404).type('text/plain; charset=utf-8').send(MSG_CUENTA.comprobanteNoEncontrado);
    const pdf = await this.comprobantes.comprobante(clave.tipo, { token: clave.token });
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
    return enviarPdf(reply, pdf);
  }
}
