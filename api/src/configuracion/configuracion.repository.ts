import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transactions } from '../database/transactions';
import type { Configuracion, ConfiguracionUpdateData } from '@camping/contracts/schemas/configuracion';

/** The columns PUT may set, by field name: only these texts ever reach SET. */
const COLUMNAS: Record<keyof ConfiguracionUpdateData, string> = {
  sena_porcentaje: 'sena_porcentaje',
  horas_prereserva: 'horas_prereserva',
  alias_bancario: 'alias_bancario',
  cbu: 'cbu',
  titular_cuenta: 'titular_cuenta',
  whatsapp_negocio: 'whatsapp_negocio',
  minutos_sincronizacion: 'minutos_sincronizacion',
  cancelacion_dinero: 'cancelacion_dinero',
  salida_anticipada_cobro: 'salida_anticipada_cobro',
  checkin_huespedes: 'checkin_huespedes',
  checkin_datos: 'checkin_datos',
};

const SELECT = `
  SELECT sena_porcentaje, horas_prereserva, alias_bancario, cbu, titular_cuenta, whatsapp_negocio, minutos_sincronizacion,
         cancelacion_dinero, salida_anticipada_cobro, checkin_huespedes, checkin_datos, updated_at AS actualizado_el, updated_by AS actualizado_por
  FROM configuracion WHERE id = 1`;

type Row = Omit<Configuracion, 'actualizado_el'> & { actualizado_el: Date };

const fromRow = (row: Row): Configuracion => ({ ...row, actualizado_el: row.actualizado_el.toISOString() });

/** The only place that reads and writes `configuracion` (one row, id 1, created by its migration). */
@Injectable()
export class ConfiguracionRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  async find(): Promise<Configuracion> {
    const [row]: Row[] = await this.dataSource.query(SELECT);
    return fromRow(row);
  }

  /** Sets the fields given and who did it, in one statement; answers the row as it is now. */
  async update(cambios: ConfiguracionUpdateData, usuario: string): Promise<Configuracion> {
    const entries = (Object.keys(COLUMNAS) as Array<keyof ConfiguracionUpdateData>).filter((k) => cambios[k] !== undefined);
    const sets = entries.map((k, i) => `${COLUMNAS[k]} = $${i + 2}`);
    const [[row]]: [Row[], number] = await this.transactions.run((tx) => tx.query(
      `UPDATE configuracion SET ${[...sets, 'updated_at = now()', 'updated_by = $1'].join(', ')} WHERE id = 1
       RETURNING sena_porcentaje, horas_prereserva, alias_bancario, cbu, titular_cuenta, whatsapp_negocio, minutos_sincronizacion,
                 cancelacion_dinero, salida_anticipada_cobro, checkin_huespedes, checkin_datos,
                 updated_at AS actualizado_el, updated_by AS actualizado_por`,
      [usuario, ...entries.map((k) => cambios[k])],
    ));
    return fromRow(row);
  }
}
