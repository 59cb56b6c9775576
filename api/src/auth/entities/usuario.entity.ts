import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Rol } from '@camping/contracts/schemas/auth';

@Entity('usuarios')
export class UsuarioEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  usuario: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 200 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  rol: Rol;

  @Column({ type: 'boolean', default: true })
  activo: boolean;

  /** A temporary password (new account or reset by an administrator), to be replaced at the next login. */
  @Column({ name: 'debe_cambiar_contrasena', type: 'boolean', default: false })
  debeCambiarContrasena: boolean;

  /** When the password last changed: puts a change in the history without the hash. */
  @Column({ name: 'contrasena_cambiada_el', type: 'timestamptz', nullable: true })
  contrasenaCambiadaEl: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
