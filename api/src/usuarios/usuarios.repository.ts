import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Rol } from '@camping/contracts/schemas/auth';
import type { UsuarioCuenta } from '@camping/contracts/schemas/usuario';
import type { Tx } from '../database/transactions';
import { SQL_CAMBIAR_USUARIO, SQL_CREAR_USUARIO, SQL_USUARIO_POR_ID, SQL_USUARIOS } from './usuarios.sql';

type Row = Omit<UsuarioCuenta, 'created_at'> & { created_at: Date };
const fromRow = (row: Row): UsuarioCuenta => ({ ...row, created_at: row.created_at.toISOString() });

/** The «Usuarios» screen's reads and writes of `usuarios` (login and sessions stay in auth/). */
@Injectable()
export class UsuariosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findAll(): Promise<UsuarioCuenta[]> {
    return ((await this.dataSource.query(SQL_USUARIOS)) as Row[]).map(fromRow);
  }

  /** The account, locked until the transaction ends (two admins changing it wait for each other). */
  async findForUpdate(id: number, tx: Tx): Promise<UsuarioCuenta | null> {
    const rows: Row[] = await tx.query(`${SQL_USUARIO_POR_ID} FOR UPDATE`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Null when the name is taken. */
  async create(usuario: string, passwordHash: string, rol: Rol, tx: Tx): Promise<UsuarioCuenta | null> {
    const rows: Row[] = await tx.query(SQL_CREAR_USUARIO, [usuario, passwordHash, rol]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async change(id: number, cambios: { activo?: boolean; rol?: Rol }, tx: Tx): Promise<UsuarioCuenta> {
    const [[row]]: [Row[], number] = await tx.query(SQL_CAMBIAR_USUARIO, [id, cambios.activo ?? null, cambios.rol ?? null]);
    return fromRow(row);
  }

  /** How many enabled administrators there are besides `id` (the last one may not be disabled or demoted). */
  async otherActiveAdmins(id: number, tx: Tx): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await tx.query(
      `SELECT count(*)::int AS n FROM usuarios WHERE rol = 'admin' AND activo AND id <> $1`,
      [id],
    );
    return n;
  }
}
