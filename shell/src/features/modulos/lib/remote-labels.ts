/** What each remote serves, as the receptionists know the areas (libs/federation/remotes.json names). */
const AREAS: Record<string, string> = {
  'mf-public': 'Sitio público',
  'mf-calendar': 'Calendario',
  'mf-reservations': 'Reservas y Reserva Rápida',
  'mf-clients': 'Clientes, Precios, Configuración y Canales',
  'mf-reports': 'Reportes',
};

export function remoteArea(name: string): string {
  return AREAS[name] ?? name;
}

/** A build as one line: «1.2.0 · abc123def456», or «Sin datos». */
export function buildLabel(build: { version: string | null; commit: string | null } | undefined): string {
  if (!build || (!build.version && !build.commit)) return 'Sin datos';
  return [build.version, build.commit].filter(Boolean).join(' · ');
}
