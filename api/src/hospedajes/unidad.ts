/** What the reservation rules need of a unit (cabin or dormi). */
export interface Unidad {
  id: number;
  numero: number;
  capacidad: number;
  tipo_hospedaje_id: number;
}
