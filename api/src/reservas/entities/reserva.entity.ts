import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer';

/**
 * A stay. Dates are `date` columns written and read as 'YYYY-MM-DD' text, never through a JS Date. The table's
 * exclusion constraint `reservas_sin_solapamiento` makes two live stays of one unit sharing a night impossible.
 */
@Entity('reservas')
export class ReservaEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'cliente_id', type: 'integer' })
  clienteId: number;

  @Column({ name: 'hospedaje_id', type: 'integer', nullable: true })
  hospedajeId: number | null;

  @Column({ name: 'tipo_hospedaje_id', type: 'smallint' })
  tipoHospedajeId: number;

  @Column({ name: 'fecha_entrada', type: 'date' })
  fechaEntrada: string;

  @Column({ name: 'fecha_salida', type: 'date' })
  fechaSalida: string;

  @Column({ name: 'cantidad_personas', type: 'integer' })
  cantidadPersonas: number;

  @Column({ name: 'monto_total', type: 'numeric', precision: 12, scale: 2, transformer: numericTransformer })
  montoTotal: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  descuento: number;

  @Column({ type: 'varchar', length: 20, default: 'activa' })
  estado: string;

  @Column({ name: 'metodo_pago', type: 'varchar', length: 20, default: 'efectivo' })
  metodoPago: string;

  @Column({ type: 'text', nullable: true })
  observaciones: string | null;

  /** A hold's expiry (estado 'pendiente'); null otherwise. */
  @Column({ name: 'vence_el', type: 'timestamptz', nullable: true })
  venceEl: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
