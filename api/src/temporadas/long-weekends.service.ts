import { Injectable } from '@nestjs/common';
import type { FinDeSemanaLargo } from '@camping/contracts/schemas/temporada';
import { argentineDaysOff } from './argentine-holidays';
import { longWeekends } from './long-weekends';

/** GET temporadas/sugerencias: the long weekends of a year, suggested; nothing is saved or applied. */
@Injectable()
export class LongWeekendsService {
  async suggestions(anio: number): Promise<FinDeSemanaLargo[]> {
    return longWeekends(anio, await argentineDaysOff([anio - 1, anio, anio + 1]));
  }
}
