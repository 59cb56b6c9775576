import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SesionEntity } from './entities/sesion.entity';
import { UsuarioEntity } from './entities/usuario.entity';
import { LoginThrottleRepository } from './login-throttle.repository';
import { SessionGuard } from './session.guard';
import { SessionRepository } from './session.repository';
import { UserRepository } from './user.repository';

@Module({
  imports: [TypeOrmModule.forFeature([UsuarioEntity, SesionEntity])],
  controllers: [AuthController],
  providers: [
    AuthService,
    UserRepository,
    SessionRepository,
    LoginThrottleRepository,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
