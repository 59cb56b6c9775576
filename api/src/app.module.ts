import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from './auth/auth.module';
import { BloqueosModule } from './bloqueos/bloqueos.module';
import { CajaModule } from './caja/caja.module';
import { CanalesModule } from './canales/canales.module';
import { ClientesModule } from './clientes/clientes.module';
import { ConfiguracionModule } from './configuracion/configuracion.module';
import { CuentaModule } from './cuenta/cuenta.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { initializeWithMigrations } from './database/run-migrations';
import { typeormOptions } from './database/typeorm-options';
import { DemoDataService } from './demo/demo-data.service';
import { HistorialModule } from './historial/historial.module';
import { HospedajesModule } from './hospedajes/hospedajes.module';
import { HoyModule } from './hoy/hoy.module';
import { RegistroHuespedesModule } from './huespedes/registro-huespedes.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { LimpiezaModule } from './limpieza/limpieza.module';
import { PagosModule } from './pagos/pagos.module';
import { ComprobantesModule } from './comprobantes/comprobantes.module';
import { PublicModule } from './public/public.module';
import { ReservaRapidaModule } from './reserva-rapida/reserva-rapida.module';
import { RemotosModule } from './remotos/remotos.module';
import { ReservasModule } from './reservas/reservas.module';
import { TemporadasModule } from './temporadas/temporadas.module';
import { UsuariosModule } from './usuarios/usuarios.module';

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
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...typeormOptions(config.DATABASE_URL, [], {
              size: config.DATABASE_POOL_SIZE,
              acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
              statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
            }),
            autoLoadEntities: true,
            // main.ts checks the connection first and explains a failure in one line; no silent retry loop here.
            retryAttempts: 0,
          }),
          // The schema is brought up to date before any provider can use the connection.
          dataSourceFactory: async (options) => initializeWithMigrations(new DataSource(options!)),
        }),
        DatabaseModule,
        IdempotencyModule,
        AuthModule,
        ClientesModule,
        HospedajesModule,
        ReservasModule,
        ConfiguracionModule,
        ReservaRapidaModule,
        PagosModule,
        ComprobantesModule,
        PublicModule,
        CanalesModule,
        HoyModule,
        BloqueosModule,
        RemotosModule,
        HistorialModule,
        UsuariosModule,
        CajaModule,
        CuentaModule,
        TemporadasModule,
        RegistroHuespedesModule,
        LimpiezaModule,
      ],
      providers: [DemoDataService],
    };
  }
}
