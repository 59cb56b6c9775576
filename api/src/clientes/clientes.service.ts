import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { Cliente, ClienteData, ClientesPaginaQuery } from '@camping/contracts/schemas/cliente';
import { PG_UNIQUE_VIOLATION, isReferencedRowError, pgErrorCode } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { searchOperand } from '../common/search-text';
import { ClientesRepository } from './clientes.repository';

const conflict = (message: string) => new ConflictException({ success: false, message });
const notFound = () => new NotFoundException({ success: false, message: MSG.clienteNoEncontrado });

/** documento is unique (ignoring dots, dashes and spaces): a duplicate is a 409, whichever index caught it. */
export function isDocumentoDuplicado(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}

@Injectable()
export class ClientesService {
  constructor(
    private readonly repository: ClientesRepository,
    private readonly transactions: Transactions,
  ) {}

  list(): Promise<Cliente[]> {
    return this.repository.findAllSorted();
  }

  /**
   * nombre, apellido, documento or telefono contain the text, ignoring case and accents (as JSON text built in
   * PostgreSQL); blank lists all.
   */
  search(text: string): Promise<string | Cliente[]> {
    const operand = searchOperand(text);
    return operand ? this.repository.searchJson(operand) : this.repository.findAllSorted();
  }

  /** Whether the client exists; inside the caller's transaction when one is given. */
  async exists(id: number, tx?: Tx): Promise<boolean> {
    return (await this.repository.findById(id, tx)) !== null;
  }

  /**
   * Reserva Rápida's client: the one with this documento (locked until the transaction ends), updated with what was
   * typed, or a new one. An existing client keeps its documento as first written and any optional field left blank now.
   */
  async registerForBooking(cliente: ClienteData, tx: Tx): Promise<{ clienteId: number; creado: boolean }> {
    const existente = await this.repository.findByDocumentoForUpdate(cliente.documento, tx);
    if (!existente) return { clienteId: (await this.repository.insert(cliente, tx)).id, creado: true };
    await this.repository.update(
      existente.id,
      {
        nombre: cliente.nombre,
        apellido: cliente.apellido,
        telefono: cliente.telefono ?? undefined,
        modelo_vehiculo: cliente.modelo_vehiculo ?? undefined,
        patente: cliente.patente ?? undefined,
      },
      tx,
    );
    return { clienteId: existente.id, creado: false };
  }

  /** The phone as stored (possibly from before phones were checked); undefined for an unknown client. */
  async storedPhone(id: number): Promise<string | null | undefined> {
    return (await this.repository.findById(id))?.telefono;
  }

  /** One page of the Clientes screen, optionally searched, sorted by one column; with the total (as JSON text). */
  async page(q: ClientesPaginaQuery): Promise<string> {
    const { total, clientes } = await this.repository.findPageJson({
      operand: searchOperand(q.search ?? '') || null,
      orden: q.sort,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    });
    return `{"success":true,"clientes":${clientes},"total":${total},"page":${q.page},"page_size":${q.page_size}}`;
  }

  async create(data: ClienteData): Promise<Cliente> {
    try {
      return await this.transactions.run((tx) => this.repository.insert(data, tx));
    } catch (error) {
      if (isDocumentoDuplicado(error)) throw conflict(MSG.documentoDuplicado);
      throw error;
    }
  }

  /** One client (GET clientes?id=, the detail's own address); 404 'Cliente no encontrado'. */
  async get(id: number): Promise<Cliente> {
    const cliente = await this.repository.findById(id);
    if (!cliente) throw notFound();
    return cliente;
  }

  async update(id: number, data: ClienteData): Promise<Cliente> {
    let cliente: Cliente | null;
    try {
      cliente = await this.transactions.run((tx) => this.repository.update(id, data, tx));
    } catch (error) {
      if (isDocumentoDuplicado(error)) throw conflict(MSG.documentoDuplicado);
      throw error;
    }
    if (!cliente) throw notFound();
    return cliente;
  }

  /** Nothing is deleted in cascade: a client with reservations stays (409). */
  async remove(id: number): Promise<void> {
    if (!(await this.repository.findById(id))) throw notFound();
    if (await this.repository.hasReservas(id)) throw conflict(MSG.clienteConReservas);
    try {
      if (!(await this.transactions.run((tx) => this.repository.delete(id, tx)))) throw notFound();
    } catch (error) {
      // A reservation created between the check and the delete: the foreign key refuses it.
      if (isReferencedRowError(error)) throw conflict(MSG.clienteConReservas);
      throw error;
    }
  }
}
