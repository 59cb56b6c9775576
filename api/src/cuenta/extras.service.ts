import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Extra, ExtraCreateData, ExtraUpdateData } from '@camping/contracts/schemas/extra';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/postgres-errors';
import { Transactions } from '../database/transactions';
import { ExtrasRepository } from './extras.repository';

/** A second extra of the same name (the unique index, whoever writes) is a 409 in Spanish. */
async function sinNombreRepetido<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictException({ success: false, message: MSG_CUENTA.extraDuplicado });
    throw error;
  }
}

/** The catalogue of extras (issue 32). Writes run in a transaction that names the administrator for the history. */
@Injectable()
export class ExtrasService {
  constructor(
    private readonly extras: ExtrasRepository,
    private readonly transactions: Transactions,
  ) {}

  list(): Promise<Extra[]> {
    return this.extras.findAll();
  }

  create(data: ExtraCreateData): Promise<Extra> {
    return sinNombreRepetido(() => this.transactions.run((tx) => this.extras.insert(data, tx)));
  }

  async update(data: ExtraUpdateData): Promise<Extra> {
    const extra = await sinNombreRepetido(() => this.transactions.run((tx) => this.extras.update(data, tx)));
    if (!extra) throw new NotFoundException({ success: false, message: MSG_CUENTA.extraNoEncontrado });
    return extra;
  }
}
