import { type DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AuthModule } from './auth/auth.module';
import { ClientesModule } from './clientes/clientes.module';
import { ConfiguracionModule } from './configuracion/configuracion.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { typeormOptions } from './database/typeorm-options';
import { DemoDataService } from './demo/demo-data.service';
import { HospedajesModule } from './hospedajes/hospedajes.module';
import { PublicModule } from './public/public.module';
import { ReservaRapidaModule } from './reserva-rapida/reserva-rapida.module';
import { ReservasModule } from './reservas/reservas.module';
import { RemotesManifestController } from './static/remotes-manifest.controller';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // The application's own lines only: request lines come from a Fastify hook (http/request-log.ts), so the
          // per-request middleware is never installed.
          exclude: [{ path: '{*todo}', method: RequestMethod.ALL }],
          // Written synchronously: only the application's own few lines go here, and so the start's lines are all
          // out before main.ts prints its banner with the generated admin password last.
          pinoHttp: [{ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: true })],
        }),
        TypeOrmModule.forRoot({
          ...typeormOptions(config.DATABASE_URL, [], {
            size: config.DATABASE_POOL_SIZE,
            acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
            statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          }),
          autoLoadEntities: true,
          // main.ts checks the connection first and explains a failure in one line; no silent retry loop here.
          retryAttempts: 0,
        }),
        DatabaseModule,
        AuthModule,
        ClientesModule,
        HospedajesModule,
        ReservasModule,
        ConfiguracionModule,
        ReservaRapidaModule,
        PublicModule,
      ],
      controllers: [RemotesManifestController],
      providers: [DemoDataService],
    };
  }
}
