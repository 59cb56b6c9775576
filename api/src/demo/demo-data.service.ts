import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { todayIso } from '@camping/contracts/dates';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DEMO_EXTRAS, generateDemo, type DemoPrices, type DemoUnits } from './demo-data';

/** Loads the demo clients and reservations once, into an empty database, when DEMO_DATA is on. */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_DATA) return;
    await this.dataSource.transaction(async (manager) => {
      // One loader at a time even with several replicas starting together.
      await manager.query(`SELECT pg_advisory_xact_lock(727001)`);
      const [{ total }] = await manager.query(`SELECT count(*)::int AS total FROM clientes`);
      if (total > 0) return;

      const units: DemoUnits[] = (
        await manager.query(`SELECT id, tipo_hospedaje_id, capacidad FROM hospedajes ORDER BY id`)
      ).map((r: { id: number; tipo_hospedaje_id: number; capacidad: number }) => ({
        id: r.id,
        tipoHospedajeId: r.tipo_hospedaje_id,
        capacidad: r.capacidad,
      }));
      const priceRows: Array<{ tipo_hospedaje_id: number; descripcion: string | null; cantidad_personas: number | null; precio: string }> =
        await manager.query(`SELECT tipo_hospedaje_id, descripcion, cantidad_personas, precio FROM precios WHERE metodo_pago = 'efectivo'`);
      const prices: DemoPrices = { porPersonas: {}, camping: { base: 0, adulto: 0, menor: 0 } };
      for (const row of priceRows) {
        if (row.descripcion) prices.camping[row.descripcion as 'base' | 'adulto' | 'menor'] = Number(row.precio);
        else if (row.cantidad_personas) {
          prices.porPersonas[row.tipo_hospedaje_id] ??= {};
          prices.porPersonas[row.tipo_hospedaje_id][row.cantidad_personas] = Number(row.precio);
        }
      }

      const demo = generateDemo(todayIso(), units, prices);
      const ids: number[] = [];
      for (const c of demo.clientes) {
        const [row] = await manager.query(
          `INSERT INTO clientes (nombre, apellido, documento, telefono, modelo_vehiculo, patente, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() - (random() * interval '120 days')) RETURNING id`,
          [c.nombre, c.apellido, c.documento, c.telefono, c.modelo_vehiculo, c.patente],
        );
        ids.push(row.id);
      }
      for (const r of demo.reservas) {
        await manager.query(
          `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida,
             cantidad_personas, monto_total, descuento, estado, metodo_pago, observaciones)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [ids[r.clienteIndex], r.hospedajeId, r.tipoHospedajeId, r.fechaEntrada, r.fechaSalida, r.cantidadPersonas,
            r.montoTotal, r.descuento, r.estado, r.metodoPago, r.observaciones],
        );
      }
      await manager.query(
        `INSERT INTO extras (nombre, precio, cobro) SELECT * FROM unnest($1::text[], $2::numeric[], $3::text[])
         ON CONFLICT DO NOTHING`,
        [DEMO_EXTRAS.map((e) => e.nombre), DEMO_EXTRAS.map((e) => e.precio), DEMO_EXTRAS.map((e) => e.cobro)],
      );
      this.logger.log(`Datos de demostración cargados: ${demo.clientes.length} clientes, ${demo.reservas.length} reservas`);
    });
  }
}
