import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HospedajesRepository } from './hospedajes.repository';

/** GET hospedajes and its variants (spec section 7); each path also answers with the legacy `.php` suffix. */
@ApiTags('hospedajes')
@Controller('api/endpoints')
export class HospedajesController {
  constructor(private readonly repository: HospedajesRepository) {}

  @Get(['hospedajes', 'hospedajes.php'])
  @ApiOperation({ summary: 'Tipos y unidades de hospedaje (sin parámetros) o tipos (?tipos)' })
  async get(@Query() query: Record<string, unknown>) {
    const keys = Object.keys(query);
    if (keys.length === 0) {
      const [tipos, hospedajes] = await Promise.all([this.repository.findTipos(), this.repository.findUnits()]);
      return { success: true, tipos_hospedaje: tipos, hospedajes };
    }
    if (keys.length === 1 && 'tipos' in query) {
      return { success: true, tipos: await this.repository.findTipos() };
    }
    throw new BadRequestException({ success: false, message: 'Parámetros de consulta no reconocidos' });
  }
}
