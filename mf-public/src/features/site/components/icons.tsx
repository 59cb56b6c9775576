/** Small decorative icons (hidden from screen readers: the text next to them says it all). */
const PATHS: Record<string, string> = {
  pileta: 'M2 17c1.5 0 2.5-1 4-1s2.5 1 4 1 2.5-1 4-1 2.5 1 4 1 2.5-1 4-1M2 21c1.5 0 2.5-1 4-1s2.5 1 4 1 2.5-1 4-1 2.5 1 4 1 2.5-1 4-1M8 14V5a2 2 0 0 1 4 0M14 14V5a2 2 0 0 1 4 0M8 8h6M8 11h6',
  carpa: 'M3 20 12 4l9 16H3Zm9-16v16m-3 0 3-6 3 6',
  cabana: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5',
  cama: 'M3 18V7m0 7h18v4M3 11h8a3 3 0 0 1 3 3M17 11h2a2 2 0 0 1 2 2v1',
  reloj: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  calendario: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  mascota: 'M8 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM4.5 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm15 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM12 12c-3 0-5 4-5 6a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2c0-2-2-6-5-6Z',
  gimnasio: 'M6 8v8M18 8v8M3 10v4M21 10v4M6 12h12',
  check: 'M20 6 9 17l-5-5',
  telefono: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  mapa: 'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11Zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  sol: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  arbol: 'M12 22v-6M7 16h10l-5-13-5 13Z',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="pub-icon" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
