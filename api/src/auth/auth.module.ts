import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ExpiredRowsPurge } from './expired-rows-purge';
import { SesionEntity } from './entities/sesion.entity';
import { UsuarioEntity } from './entities/usuario.entity';
import { LoginThrottle } from './login-throttle';
import { SessionGuard } from './session.guard';
import { SessionRepository } from './session.repository';
import { UserRepository } from './user.repository';

@Module({
  imports: [TypeOrmModule.forFeature([UsuarioEntity, SesionEntity]), RateLimitModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    UserRepository,
    SessionRepository,
    LoginThrottle,
    ExpiredRowsPurge,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AuthService, UserRepository, SessionRepository],
})
export class AuthModule {}
