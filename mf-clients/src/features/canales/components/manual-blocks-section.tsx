/** «Bloqueos de mantenimiento»: staff close a unit's nights (repairs, painting); the sync never touches them. */
import { useState, type FormEvent } from 'react';
import { etiquetaPantalla } from '@camping/contracts/field-labels';
import { formatDateAR } from '@camping/contracts/format';
import type { Canal } from '@camping/contracts/schemas/canal';
import { bloqueoCreateSchema } from '@camping/contracts/schemas/calendario-externo';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { DateField } from '@camping/ui/date-field';
import { useBloqueosManuales, useBorrarBloqueo, useCrearBloqueo } from '../api/bloqueos';
import { unitLabel } from '../lib/unit-label';

export function ManualBlocksSection({ canales }: { canales: Canal[] }) {
  const bloqueos = useBloqueosManuales();
  const crear = useCrearBloqueo();
  const borrar = useBorrarBloqueo();
  const [hospedajeId, setHospedajeId] = useState('');
  const [entrada, setEntrada] = useState('');
  const [salida, setSalida] = useState('');
  const [nota, setNota] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const names = new Map(canales.map((c) => [c.hospedaje_id, unitLabel(c)]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bloqueoCreateSchema.safeParse({ hospedaje_id: hospedajeId, fecha_entrada: entrada, fecha_salida: salida, nota });
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.error));
    setProblem(null);
    crear.mutate(parsed.data, { onSuccess: () => (setEntrada(''), setSalida(''), setNota('')) });
  };

  return (
    <section className="mfc-channel-group" aria-labelledby="mfc-bloqueos-title">
      <h2 id="mfc-bloqueos-title">Bloqueos de mantenimiento</h2>
      <form className="card mfc-block-form" onSubmit={submit} aria-label="Nuevo bloqueo de mantenimiento" noValidate>
        <div>
          <label htmlFor="mfc-bloqueo-unidad">{etiquetaPantalla('hospedaje_id')}</label>
          <select id="mfc-bloqueo-unidad" className="input" value={hospedajeId} onChange={(e) => setHospedajeId(e.target.value)}>
            <option value="">Elegir...</option>
            {canales.map((c) => (
              <option key={c.hospedaje_id} value={c.hospedaje_id}>{unitLabel(c)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="mfc-bloqueo-desde">Desde (primera noche)</label>
          <DateField id="mfc-bloqueo-desde" value={entrada} onChange={setEntrada} allowEmpty />
        </div>
        <div>
          <label htmlFor="mfc-bloqueo-hasta">Hasta (día de salida)</label>
          <DateField id="mfc-bloqueo-hasta" value={salida} onChange={setSalida} allowEmpty />
        </div>
        <div className="mfc-block-note">
          <label htmlFor="mfc-bloqueo-nota">Nota</label>
          <input id="mfc-bloqueo-nota" className="input" value={nota} maxLength={500} placeholder="Pintura, arreglo de techo..." onChange={(e) => setNota(e.target.value)} />
        </div>
        {problem && <p className="field-error mfc-block-problem" role="alert">{problem}</p>}
        <button type="submit" className="btn btn-primary btn-sm" disabled={crear.isPending}>
          {crear.isPending ? 'Bloqueando...' : 'Bloquear'}
        </button>
      </form>
      {bloqueos.isSuccess && bloqueos.data.length === 0 && <p className="mfc-export-hint">No hay bloqueos de mantenimiento próximos.</p>}
      {bloqueos.isSuccess && bloqueos.data.length > 0 && (
        <ul className="mfc-import-list">
          {bloqueos.data.map((b) => (
            <li key={b.id} className="mfc-import-item mfc-block-item" aria-label={`Bloqueo de ${names.get(b.hospedaje_id) ?? ''}`}>
              <span>
                <strong>{names.get(b.hospedaje_id)}</strong> del {formatDateAR(b.fecha_entrada)} al {formatDateAR(b.fecha_salida)}
                {b.nota ? ` — ${b.nota}` : ''} <span className="mfc-export-hint">({b.creado_por})</span>
              </span>
              <button type="button" className="btn btn-ghost btn-sm" disabled={borrar.isPending} onClick={() => borrar.mutate(b.id)}>
                Eliminar
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
