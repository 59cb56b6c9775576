import { useQuery } from '@tanstack/react-query';
import { getCierresCaja } from '@camping/contracts/api/caja';
import { cajaKeys } from './caja-keys';

/** GET caja/cierres of one day: its closures (reopened ones too) and the tills still open (reception: its own). */
export function useCierresCaja(fecha: string) {
  return useQuery({ queryKey: cajaKeys.closures(fecha), queryFn: ({ signal }) => getCierresCaja({ fecha }, signal) });
}
