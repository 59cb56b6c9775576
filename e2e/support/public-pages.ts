/** The public pages the browser tests walk: their path, the name of their screenshots and their heading. */
export const PUBLIC_PAGES: Array<{ path: string; name: string; h1: string }> = [
  { path: '/', name: 'inicio', h1: 'Tu escape perfecto a la naturaleza' },
  { path: '/about', name: 'sobre-nosotros', h1: 'Sobre Nosotros' },
  { path: '/camping', name: 'camping', h1: 'Camping' },
  { path: '/cabanas', name: 'cabanas', h1: 'Cabañas' },
  { path: '/dormis', name: 'dormis', h1: 'Dormis' },
  { path: '/contact', name: 'contacto', h1: 'Contacto' },
];
