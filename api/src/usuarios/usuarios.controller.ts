import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { usuarioCreateSchema, usuarioIdSchema, usuarioUpdateSchema } from '@camping/contracts/schemas/usuario';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { UsuariosService } from './usuarios.service';
import { IgnoresIdempotencyKey } from '../idempotency/ignores-idempotency-key.decorator';

const PATHS = ['usuarios', 'usuarios.php'];

/** «Usuarios» (issue 17): staff accounts, for administrators only. */
@ApiTags('usuarios')
@Controller('api/endpoints')
@RequireRole('admin')
@ApiForbiddenResponse({ description: MSG.sinPermiso })
export class UsuariosController {
  constructor(private readonly usuarios: UsuariosService) {}

  @Get(PATHS)
  @ApiOperation({ summary: 'Las cuentas del personal (sin contraseñas), activas primero' })
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, usuarios: await this.usuarios.list() };
  }

  @Post(PATHS)
  @IgnoresIdempotencyKey()
  @ApiOperation({
    summary: 'Crea una cuenta {usuario, rol} con una contraseña temporal',
    description: 'La respuesta trae contrasena_temporal, la única vez que se muestra; el usuario debe cambiarla al ingresar. Nombre repetido: 409.',
  })
  @ApiZodBody(usuarioCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const result = await this.usuarios.create(parseOrThrow(usuarioCreateSchema, body));
    return { success: true, message: MSG.usuarioCreado, ...result };
  }

  @Put(PATHS)
  @ApiOperation({
    summary: 'Activa o desactiva una cuenta, o cambia su rol {id, activo?, rol?}',
    description: 'Desactivar cierra sus sesiones en la misma transacción (en todas las réplicas). Nadie se desactiva ni se quita el rol de administrador a sí mismo, ni al último administrador.',
  })
  @ApiZodBody(usuarioUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const usuario = await this.usuarios.update(parseOrThrow(usuarioUpdateSchema, body), request.user!.usuario);
    return { success: true, message: MSG.usuarioActualizado, usuario };
  }

  @Post(['usuarios/restablecer', 'usuarios/restablecer.php'])
  @HttpCode(200)
  @IgnoresIdempotencyKey()
  @ApiOperation({ summary: 'Restablece la contraseña de una cuenta {id}: nueva contraseña temporal, sus sesiones se cierran' })
  @ApiZodBody(usuarioIdSchema)
  async reset(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const result = await this.usuarios.resetPassword(parseOrThrow(usuarioIdSchema, body).id);
    return { success: true, message: MSG.contrasenaRestablecida, ...result };
  }
}
