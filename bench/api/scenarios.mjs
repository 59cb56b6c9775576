/**
 * The calls bench/api measures, each as the API is asked it and as the bare server is (bare-server.mjs), with how to
 * check that both answer the same. Shared by run.mjs (the side-by-side figures) and profile.mjs (where the API's CPU
 * goes on one of them).
 */
import { isDeepStrictEqual } from 'node:util';

/** The request sets, over the seeded data (seed.mjs) and today's date. */
export function benchCalls({ today, documentos, addDaysIso }) {
  const ventanas = Array.from({ length: 8 }, (_, i) => ({
    tipo: (i % 2) + 1,
    entrada: addDaysIso(today, 2 + i * 3),
    salida: addDaysIso(today, 5 + i * 3),
  }));
  const ventanasCalendario = Array.from({ length: 4 }, (_, i) => ({ desde: addDaysIso(today, i * 14 - 7), hasta: addDaysIso(today, i * 14 + 35) }));
  const nombres = ['perez maria', 'gomez juan', 'lopez sof', 'diaz martin', 'fernandez lu', 'romero cam', 'alvarez nico', 'suarez pau'];
  const porDocumento = [7, 911, 2024, 3333].map((i) => documentos[i].slice(0, 6));
  const pagina = (s, i) => `page=${1 + (i % 3)}&page_size=50&sort=-fecha_entrada&tipo_hospedaje_id=${(i % 4) + 1}&search=${encodeURIComponent(s.split(' ')[0])}`;
  const escenarios = [
    {
      nombre: 'hospedajes disponibles',
      clave: 'disponibles',
      api: ventanas.map((v) => `/api/endpoints/hospedajes?tipo_hospedaje_id=${v.tipo}&fecha_entrada=${v.entrada}&fecha_salida=${v.salida}`),
      bare: ventanas.map((v) => `/disponibles?tipo_hospedaje_id=${v.tipo}&fecha_entrada=${v.entrada}&fecha_salida=${v.salida}`),
      comparar: (a, b) => isDeepStrictEqual(a.hospedajes, b.hospedajes),
    },
    {
      nombre: 'reservas?search=',
      clave: 'reservas-busqueda',
      api: nombres.map((s) => `/api/endpoints/reservas?search=${encodeURIComponent(s)}`),
      bare: nombres.map((s) => `/reservas?search=${encodeURIComponent(s)}`),
      comparar: isDeepStrictEqual,
    },
    {
      nombre: 'clientes?search=',
      clave: 'clientes-busqueda',
      api: [...nombres.slice(0, 4), ...porDocumento].map((s) => `/api/endpoints/clientes?search=${encodeURIComponent(s)}`),
      bare: [...nombres.slice(0, 4), ...porDocumento].map((s) => `/clientes?search=${encodeURIComponent(s)}`),
      comparar: isDeepStrictEqual,
    },
    {
      nombre: 'reservas?page= con tipo y búsqueda',
      clave: 'pagina-busqueda',
      api: nombres.map((s, i) => `/api/endpoints/reservas?${pagina(s, i)}`),
      bare: nombres.map((s, i) => `/reservas?${pagina(s, i)}`),
      comparar: isDeepStrictEqual,
    },
    {
      // The calendar's and the planning grid's window (a month and a week around it), moved along the season.
      nombre: 'reservas?desde&hasta (ventana del calendario)',
      clave: 'ventana',
      api: ventanasCalendario.map((w) => `/api/endpoints/reservas?desde=${w.desde}&hasta=${w.hasta}`),
      bare: ventanasCalendario.map((w) => `/reservas?desde=${w.desde}&hasta=${w.hasta}`),
      comparar: isDeepStrictEqual,
    },
    {
      nombre: 'reservas?page= primera página',
      clave: 'primera-pagina',
      api: ['/api/endpoints/reservas?page=1&page_size=50'],
      bare: ['/reservas?page=1&page_size=50'],
      comparar: isDeepStrictEqual,
    },
    {
      // The desk's first screen every morning (issue 17): today and the next days of the season.
      nombre: '«Hoy» (hoy?fecha=)',
      clave: 'hoy',
      api: [0, 1, 2, 3].map((d) => `/api/endpoints/hoy?fecha=${addDaysIso(today, d)}`),
      bare: [0, 1, 2, 3].map((d) => `/hoy?fecha=${addDaysIso(today, d)}`),
      comparar: isDeepStrictEqual,
    },
  ];
  return { escenarios, ventanas, ventanasCalendario, nombres, pagina };
}
