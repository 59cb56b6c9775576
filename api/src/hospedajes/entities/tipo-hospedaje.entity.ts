import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('tipos_hospedaje')
export class TipoHospedajeEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'varchar', length: 50 })
  nombre: string;
}
