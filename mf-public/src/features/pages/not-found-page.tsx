export function NotFoundPage() {
  return (
    <section className="page-section">
      <h1>Página no encontrada</h1>
      <p>
        La dirección no existe. <a href="/">Volver al inicio</a>
      </p>
    </section>
  );
}
