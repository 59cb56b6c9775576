import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TipoHospedajeEntity } from './tipo-hospedaje.entity';

@Entity('hospedajes')
export class HospedajeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  numero: number;

  @Column({ type: 'integer' })
  capacidad: number;

  @Column({ name: 'tipo_hospedaje_id', type: 'smallint' })
  tipoHospedajeId: number;

  @ManyToOne(() => TipoHospedajeEntity)
  @JoinColumn({ name: 'tipo_hospedaje_id' })
  tipo: TipoHospedajeEntity;
}
