import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { loginRequestSchema } from '@camping/contracts/schemas/auth';
import { cambioContrasenaSchema } from '@camping/contracts/schemas/usuario';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { AuthService, LoginThrottledException } from './auth.service';
import { AllowsTemporaryPassword, Public } from './public.decorator';
import type { AuthenticatedRequest } from './session.guard';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './session-cookie';
import { IgnoresIdempotencyKey } from '../idempotency/ignores-idempotency-key.decorator';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicia sesión y fija la cookie de sesión (httpOnly, SameSite=Strict)' })
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { usuario, contrasena } = parseOrThrow(loginRequestSchema, body);
    const result = await this.auth
      .login(usuario, contrasena, request.ip ?? 'desconocida', request.headers['user-agent'] ?? null)
      .catch((error: unknown) => {
        if (error instanceof LoginThrottledException) void response.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      });
    writeSessionCookie(request, response, result.token, result.expiresAt);
    return { success: true, usuario: result.user };
  }

  @Get('me')
  @AllowsTemporaryPassword()
  @ApiOperation({ summary: 'El usuario de la sesión actual, o 401' })
  me(@Req() request: AuthenticatedRequest) {
    return { success: true, usuario: request.user };
  }

  @Post('contrasena')
  @HttpCode(200)
  @IgnoresIdempotencyKey()
  @AllowsTemporaryPassword()
  @ApiOperation({
    summary: 'Cambia la contraseña propia {contrasena_actual, contrasena_nueva}',
    description:
      'La actual es obligatoria; la nueva, de 8 o más caracteres, distinta de la actual y fuera de la lista de las más usadas. Deja de ser temporal y cierra las demás sesiones del usuario (esta sigue).',
  })
  @ApiZodBody(cambioContrasenaSchema)
  async changePassword(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const data = parseOrThrow(cambioContrasenaSchema, body);
    await this.auth.changePassword(request.identity!, data.contrasena_actual, data.contrasena_nueva);
    return { success: true, message: MSG.contrasenaCambiada, usuario: { ...request.user!, debe_cambiar_contrasena: false } };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cierra la sesión en el servidor y borra la cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    await this.auth.logout(readSessionToken(request));
    clearSessionCookie(request, response);
    return { success: true, message: 'Sesión cerrada' };
  }
}

