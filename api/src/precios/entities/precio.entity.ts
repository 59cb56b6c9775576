import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer';

/**
 * A per-day price: `hospedaje` rows by type, people and payment method (cabins, dormis); `camping` rows by kind
 * (base, adulto, menor) and payment method.
 */
@Entity('precios')
export class PrecioEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tipo_tabla', type: 'varchar', length: 10 })
  tipoTabla: 'camping' | 'hospedaje';

  @Column({ name: 'tipo_hospedaje_id', type: 'smallint' })
  tipoHospedajeId: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  descripcion: string | null;

  @Column({ name: 'cantidad_personas', type: 'integer', nullable: true })
  cantidadPersonas: number | null;

  @Column({ name: 'metodo_pago', type: 'varchar', length: 20 })
  metodoPago: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericTransformer })
  precio: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
