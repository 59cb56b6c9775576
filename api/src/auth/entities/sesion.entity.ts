import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UsuarioEntity } from './usuario.entity';

/** A server-side session; the cookie carries a random token and only its SHA-256 is stored here. */
@Entity('sesiones')
export class SesionEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  id: string;

  @Column({ name: 'usuario_id', type: 'integer' })
  usuarioId: number;

  @ManyToOne(() => UsuarioEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'usuario_id' })
  usuario: UsuarioEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;
}
