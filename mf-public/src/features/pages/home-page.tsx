export function HomePage() {
  return (
    <section className="hero" id="inicio">
      <div className="hero-content">
        <h1>Tu escape perfecto a la naturaleza</h1>
        <p>Camping, cabañas y dormis con tres piletas en las sierras de San Luis.</p>
      </div>
    </section>
  );
}
