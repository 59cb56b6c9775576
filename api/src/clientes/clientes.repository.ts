import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { normalizeDocumento } from '@camping/contracts/documento';
import type { Cliente, ClienteData, ClienteSortCampo } from '@camping/contracts/schemas/cliente';
import type { Orden } from '@camping/contracts/schemas/pagina';
import { preparedQuery, runPrepared } from '../database/prepared-query';
import type { Tx } from '../database/transactions';
import { SQL_CLIENTES_BUSQUEDA, SQL_CLIENTES_LISTA, sqlClientesPagina } from './clientes.sql';
import { ClienteEntity } from './entities/cliente.entity';

interface ClienteRow {
  id: number;
  nombre: string;
  apellido: string;
  documento: string;
  telefono: string | null;
  modelo_vehiculo: string | null;
  patente: string | null;
  created_at: Date;
}

function fromRow(row: ClienteRow): Cliente {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    documento: row.documento,
    telefono: row.telefono,
    modelo_vehiculo: row.modelo_vehiculo,
    patente: row.patente,
    created_at: row.created_at.toISOString(),
  };
}

function fromEntity(entity: ClienteEntity): Cliente {
  return fromRow({ ...entity, modelo_vehiculo: entity.modeloVehiculo, created_at: entity.createdAt });
}

/** The only place that reads or writes `clientes`. */
@Injectable()
export class ClientesRepository {
  constructor(
    @InjectRepository(ClienteEntity) private readonly clientes: Repository<ClienteEntity>,
    private readonly dataSource: DataSource,
  ) {}

  private repo(tx?: Tx): Repository<ClienteEntity> {
    return tx ? tx.getRepository(ClienteEntity) : this.clientes;
  }

  async findAllSorted(): Promise<Cliente[]> {
    const rows: ClienteRow[] = await this.dataSource.query(SQL_CLIENTES_LISTA);
    return rows.map(fromRow);
  }

  /** The answer of `clientes?search=` as JSON text built in PostgreSQL; `operand` is escaped for LIKE (searchOperand). */
  async searchJson(operand: string): Promise<string> {
    const [{ json }] = await preparedQuery<{ json: string }>(this.dataSource, 'clientes_busqueda', SQL_CLIENTES_BUSQUEDA, [operand]);
    return json;
  }

  /** One page of the list (as JSON text) and how many rows match; `operand` is escaped for LIKE, or null. */
  async findPageJson(q: {
    operand: string | null;
    orden: Orden<ClienteSortCampo>;
    limit: number;
    offset: number;
  }): Promise<{ total: number; clientes: string }> {
    const [row] = await runPrepared<{ total: number; clientes: string }>(this.dataSource, sqlClientesPagina(q));
    return row;
  }

  async findById(id: number, tx?: Tx): Promise<Cliente | null> {
    const entity = await this.repo(tx).findOne({ where: { id } });
    return entity ? fromEntity(entity) : null;
  }

  /**
   * The client with this documento, ignoring dots, dashes, spaces and case, locked until the transaction ends. A
   * transaction-scoped advisory lock on the documento first makes two simultaneous first bookings of one new person
   * wait for each other instead of both trying to create the client.
   */
  async findByDocumentoForUpdate(documento: string, tx: Tx): Promise<Cliente | null> {
    // The same rule as the screens' lookup (contracts); documento_normalizado() is its SQL twin, for the index.
    const normalized = normalizeDocumento(documento);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('cliente:' || $1))`, [normalized]);
    const rows: ClienteRow[] = await tx.query(
      `SELECT c.* FROM clientes c WHERE documento_normalizado(c.documento) = $1 FOR UPDATE`,
      [normalized],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async insert(data: ClienteData, tx?: Tx): Promise<Cliente> {
    const repo = this.repo(tx);
    const entity = await repo.save(
      repo.create({
        nombre: data.nombre,
        apellido: data.apellido,
        documento: data.documento,
        telefono: data.telefono ?? null,
        modeloVehiculo: data.modelo_vehiculo ?? null,
        patente: data.patente ?? null,
      }),
    );
    return fromEntity(entity);
  }

  /** Writes the given fields; `undefined` leaves a field as it is. Null when the client does not exist. */
  async update(id: number, data: Partial<ClienteData>, tx?: Tx): Promise<Cliente | null> {
    const changes: Partial<ClienteEntity> = {};
    if (data.nombre !== undefined) changes.nombre = data.nombre;
    if (data.apellido !== undefined) changes.apellido = data.apellido;
    if (data.documento !== undefined) changes.documento = data.documento;
    if (data.telefono !== undefined) changes.telefono = data.telefono;
    if (data.modelo_vehiculo !== undefined) changes.modeloVehiculo = data.modelo_vehiculo;
    if (data.patente !== undefined) changes.patente = data.patente;
    const repo = this.repo(tx);
    if (Object.keys(changes).length) {
      const result = await repo.update({ id }, changes);
      if (!result.affected) return null;
    }
    return this.findById(id, tx);
  }

  async delete(id: number, tx: Tx): Promise<boolean> {
    const result = await tx.getRepository(ClienteEntity).delete({ id });
    return Boolean(result.affected);
  }

  async hasReservas(id: number): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM reservas WHERE cliente_id = $1 LIMIT 1`, [id]);
    return rows.length > 0;
  }
}
