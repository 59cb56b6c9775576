/** What the shell shows inside its layout when a remote cannot load or throws: the rest keeps working. */
export function RemoteFallback({ error }: { error?: unknown }) {
  if (error) console.error('Error al cargar un módulo remoto', error);
  return (
    <div className="remote-fallback" role="alert">
      <h2>No pudimos cargar esta sección</h2>
      <p>Puede ser un problema de conexión o una actualización en curso. El resto del sitio sigue funcionando.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </div>
  );
}
