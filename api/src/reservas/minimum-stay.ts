/**
 * The seasons' minimum stay and no-arrival days on a new or changed booking (issue 35): refused with the rule's
 * Spanish message, unless staff sent `motivo_minimo`, which is then recorded in the reservation's history beside the
 * booking's own row (the history trigger records columns; this reason is no column of the stay).
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import type { Tx } from '../database/transactions';
import { StayPricingService } from '../temporadas/stay-pricing.service';

/** The same actor as the history trigger's (database/transactions.ts sets app.usuario in the transaction). */
const SQL_HISTORIAL_EXCEPCION = `
  INSERT INTO historial (usuario, entidad, entidad_id, reserva_id, accion, antes, despues)
  VALUES (coalesce(nullif(current_setting('app.usuario', true), ''), 'sistema'), 'reserva', $1, $1, 'update', NULL,
          jsonb_build_object('estadia_minima_exceptuada', $2::text, 'regla', $3::text))`;

/** A refusal staff overrode: recorded once the reservation's id is known. */
export interface MinimumStayOverride {
  refusal: string;
  motivo: string;
}

@Injectable()
export class MinimumStay {
  constructor(private readonly estadias: StayPricingService) {}

  /** Throws the rule's 400 when the stay breaks a season's limit without a reason; answers the override to record. */
  async check(entrada: string, salida: string, motivo: string | undefined, tx: Tx): Promise<MinimumStayOverride | null> {
    const refusal = await this.estadias.limitRefusal(entrada, salida, tx);
    if (!refusal) return null;
    if (!motivo) throw new BadRequestException({ success: false, message: refusal });
    return { refusal, motivo };
  }

  async record(reservaId: number, override: MinimumStayOverride | null, tx: Tx): Promise<void> {
    if (override) await tx.query(SQL_HISTORIAL_EXCEPCION, [reservaId, override.motivo, override.refusal]);
  }
}
