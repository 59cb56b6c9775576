/**
 * Placeholder pictures until the complex has its own photographs: flat-colour landscapes of the San Luis hills
 * (sky by time of day, three ridges, meadow) with a motif per picture (tents, pools, cabins, dormis, campfire...).
 * Deterministic: the same entry always draws the same scene, so regenerating changes nothing.
 */

/** A small seeded PRNG (mulberry32). */
export function rng(seedText) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = {
  amanecer: {
    sky: ['#f7b58a', '#fde3c8'],
    sun: '#fff2cf',
    ridges: ['#b88ca0', '#8c6f8f', '#5f5577'],
    meadow: ['#7f9a5a', '#5b7a3f'],
    tree: '#2f4f2f',
    light: 0.2,
  },
  manana: {
    sky: ['#86c1f2', '#e3f3ff'],
    sun: '#fffbe6',
    ridges: ['#9db9c9', '#6f97a3', '#4f7a68'],
    meadow: ['#8cbf5a', '#5f9a3c'],
    tree: '#2f6b3f',
    light: 0,
  },
  mediodia: {
    sky: ['#4f9fe0', '#c3e4ff'],
    sun: '#ffffff',
    ridges: ['#a6c3cf', '#7aa6a0', '#568a5a'],
    meadow: ['#9ccc5c', '#6aa640'],
    tree: '#2c6b35',
    light: 0,
  },
  atardecer: {
    sky: ['#6b4c93', '#ff9f5a'],
    sun: '#ffd27a',
    ridges: ['#b06a78', '#7d4a6a', '#4a2f4f'],
    meadow: ['#8a7a45', '#5a5a30'],
    tree: '#2a2a22',
    light: 0.55,
  },
  noche: {
    sky: ['#0b1733', '#2a3f6b'],
    sun: '#f4f1de',
    ridges: ['#2b3b5e', '#1f2c49', '#141d33'],
    meadow: ['#1e3326', '#12231a'],
    tree: '#0b160f',
    light: 1,
  },
};

function ridgePath(rand, width, height, baseY, amplitude, peaks) {
  const points = [];
  const step = width / peaks;
  for (let i = 0; i <= peaks; i++) {
    points.push([i * step, baseY - amplitude * (0.35 + 0.65 * rand())]);
  }
  let d = `M0 ${height} L0 ${points[0][1].toFixed(1)}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const mx = (px + x) / 2;
    d += ` Q${px.toFixed(1)} ${py.toFixed(1)} ${mx.toFixed(1)} ${((py + y) / 2).toFixed(1)}`;
  }
  const last = points[points.length - 1];
  d += ` T${last[0].toFixed(1)} ${last[1].toFixed(1)} L${width} ${height} Z`;
  return d;
}

function pine(x, y, size, color) {
  const w = size * 0.5;
  return `<g fill="${color}"><rect x="${x - size * 0.04}" y="${y - size * 0.15}" width="${size * 0.08}" height="${size * 0.15}" fill="#4a3526"/>
<polygon points="${x},${y - size} ${x - w * 0.55},${y - size * 0.55} ${x + w * 0.55},${y - size * 0.55}"/>
<polygon points="${x},${y - size * 0.8} ${x - w * 0.8},${y - size * 0.3} ${x + w * 0.8},${y - size * 0.3}"/>
<polygon points="${x},${y - size * 0.55} ${x - w},${y - size * 0.12} ${x + w},${y - size * 0.12}"/></g>`;
}

function roundTree(x, y, size, color, rand) {
  const r = size * 0.32;
  const blobs = [0, 1, 2, 3]
    .map(() => {
      const dx = (rand() - 0.5) * size * 0.5;
      const dy = (rand() - 0.5) * size * 0.25;
      return `<circle cx="${(x + dx).toFixed(1)}" cy="${(y - size * 0.62 + dy).toFixed(1)}" r="${(r * (0.7 + rand() * 0.5)).toFixed(1)}"/>`;
    })
    .join('');
  return `<g><rect x="${x - size * 0.05}" y="${y - size * 0.45}" width="${size * 0.1}" height="${size * 0.45}" fill="#4a3526"/><g fill="${color}">${blobs}</g></g>`;
}

function tent(x, y, size, color) {
  const h = size * 0.7;
  return `<g><polygon points="${x - size / 2},${y} ${x},${y - h} ${x + size / 2},${y}" fill="${color}"/>
<polygon points="${x},${y - h} ${x + size / 2},${y} ${x + size * 0.62},${y - size * 0.05} ${x + size * 0.1},${y - h}" fill="${color}" opacity="0.7"/>
<polygon points="${x - size * 0.12},${y} ${x},${y - h * 0.55} ${x + size * 0.12},${y}" fill="#1d1d1d" opacity="0.55"/></g>`;
}

function cabin(x, y, size, wood, lit) {
  const w = size;
  const h = size * 0.55;
  const win = lit ? '#ffd27a' : '#cfe6f2';
  return `<g><rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="${wood}"/>
${[0.2, 0.4, 0.6, 0.8].map((f) => `<rect x="${x - w / 2}" y="${(y - h + h * f).toFixed(1)}" width="${w}" height="${(h * 0.03).toFixed(1)}" fill="#000" opacity="0.12"/>`).join('')}
<polygon points="${x - w * 0.6},${y - h} ${x},${y - h - size * 0.42} ${x + w * 0.6},${y - h}" fill="#6b2f1f"/>
<rect x="${x + w * 0.18}" y="${y - h - size * 0.38}" width="${size * 0.09}" height="${size * 0.2}" fill="#5a4a3f"/>
<rect x="${x - w * 0.36}" y="${y - h * 0.7}" width="${w * 0.22}" height="${h * 0.3}" fill="${win}"/>
<rect x="${x + w * 0.14}" y="${y - h * 0.7}" width="${w * 0.22}" height="${h * 0.3}" fill="${win}"/>
<rect x="${x - w * 0.08}" y="${y - h * 0.62}" width="${w * 0.16}" height="${h * 0.62}" fill="#3b2417"/>
<rect x="${x - w * 0.55}" y="${y - h * 0.08}" width="${w * 1.1}" height="${h * 0.08}" fill="#3b2417"/></g>`;
}

function dormi(x, y, size, wall, lit) {
  const w = size * 1.5;
  const h = size * 0.5;
  const win = lit ? '#ffd27a' : '#d8eef8';
  const doors = [0, 1, 2]
    .map((i) => {
      const dx = x - w / 2 + w * (0.08 + i * 0.32);
      return `<rect x="${dx}" y="${y - h * 0.72}" width="${w * 0.1}" height="${h * 0.72}" fill="#2f5d7a"/><rect x="${dx + w * 0.13}" y="${y - h * 0.66}" width="${w * 0.11}" height="${h * 0.26}" fill="${win}"/>`;
    })
    .join('');
  return `<g><rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/>
<polygon points="${x - w * 0.54},${y - h} ${x - w * 0.5},${y - h - size * 0.16} ${x + w * 0.5},${y - h - size * 0.16} ${x + w * 0.54},${y - h}" fill="#8a3b25"/>${doors}</g>`;
}

function pool(x, y, width, depth, light) {
  const water = light > 0.8 ? '#1f6f8b' : '#3cc4d8';
  const lines = [0.25, 0.5, 0.75]
    .map((f) => `<path d="M${x - width * 0.4} ${y - depth * (1 - f)} q${width * 0.1} -6 ${width * 0.2} 0 t${width * 0.2} 0 t${width * 0.2} 0 t${width * 0.2} 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.45"/>`)
    .join('');
  return `<g><polygon points="${x - width * 0.42},${y - depth} ${x + width * 0.42},${y - depth} ${x + width / 2},${y} ${x - width / 2},${y}" fill="#e9e2d0"/>
<polygon points="${x - width * 0.39},${y - depth * 0.92} ${x + width * 0.39},${y - depth * 0.92} ${x + width * 0.46},${y - depth * 0.06} ${x - width * 0.46},${y - depth * 0.06}" fill="${water}"/>${lines}</g>`;
}

function campfire(x, y, size) {
  return `<g><circle cx="${x}" cy="${y - size * 0.3}" r="${size * 1.6}" fill="#ffb347" opacity="0.18"/>
<rect x="${x - size * 0.5}" y="${y - size * 0.1}" width="${size}" height="${size * 0.12}" fill="#5a3a22" transform="rotate(12 ${x} ${y})"/>
<rect x="${x - size * 0.5}" y="${y - size * 0.1}" width="${size}" height="${size * 0.12}" fill="#5a3a22" transform="rotate(-12 ${x} ${y})"/>
<path d="M${x} ${y - size * 0.9} C${x + size * 0.35} ${y - size * 0.5} ${x + size * 0.3} ${y - size * 0.1} ${x} ${y - size * 0.05} C${x - size * 0.3} ${y - size * 0.1} ${x - size * 0.35} ${y - size * 0.5} ${x} ${y - size * 0.9}Z" fill="#ff7a1a"/>
<path d="M${x} ${y - size * 0.55} C${x + size * 0.18} ${y - size * 0.3} ${x + size * 0.15} ${y - size * 0.08} ${x} ${y - size * 0.06} C${x - size * 0.15} ${y - size * 0.08} ${x - size * 0.18} ${y - size * 0.3} ${x} ${y - size * 0.55}Z" fill="#ffd34d"/></g>`;
}

function gym(x, y, size) {
  const c = '#c8d3d9';
  return `<g stroke="${c}" stroke-width="${size * 0.06}" stroke-linecap="round" fill="none">
<path d="M${x - size} ${y} L${x - size} ${y - size} L${x - size * 0.4} ${y - size} L${x - size * 0.4} ${y}"/>
<path d="M${x - size * 0.2} ${y} L${x + size * 0.1} ${y - size * 0.8} L${x + size * 0.4} ${y}"/>
<path d="M${x + size * 0.1} ${y - size * 0.8} L${x + size * 0.5} ${y - size * 0.55}"/>
<path d="M${x + size * 0.7} ${y} L${x + size * 0.7} ${y - size * 0.7} M${x + size * 0.55} ${y - size * 0.7} L${x + size * 1.05} ${y - size * 0.7}"/></g>`;
}

function clouds(rand, width, height, count, color, offset = 0) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const cx = ((rand() * width * 1.2 + offset * (0.5 + i * 0.2)) % (width * 1.2)) - width * 0.1;
    const cy = height * (0.08 + rand() * 0.22);
    const s = width * (0.05 + rand() * 0.05);
    svg += `<g fill="${color}" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="${s * 1.6}" ry="${s * 0.45}"/><ellipse cx="${cx - s * 0.5}" cy="${cy - s * 0.25}" rx="${s * 0.7}" ry="${s * 0.5}"/><ellipse cx="${cx + s * 0.4}" cy="${cy - s * 0.35}" rx="${s * 0.8}" ry="${s * 0.6}"/></g>`;
  }
  return svg;
}

function stars(rand, width, height, count) {
  let svg = '<g fill="#ffffff">';
  for (let i = 0; i < count; i++) {
    svg += `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height * 0.5).toFixed(1)}" r="${(0.6 + rand() * 1.6).toFixed(1)}" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return `${svg}</g>`;
}

const TENT_COLORS = ['#e07b24', '#2f855a', '#2563eb', '#d69e2e', '#c0392b', '#7c3aed'];

/**
 * An SVG landscape. `scene.momento` is one of the palettes, `scene.motivo` what stands in the meadow; `t` (0-1)
 * animates clouds, sun, water and smoke for the placeholder videos.
 */
export function sceneSvg(scene, width, height, t = 0) {
  const rand = rng(scene.semilla ?? `${scene.motivo}-${scene.momento}`);
  const p = PALETTES[scene.momento] ?? PALETTES.manana;
  const night = p.light > 0.8;
  const horizon = height * 0.62;
  const sunX = width * (0.15 + rand() * 0.7) + t * width * 0.08;
  const sunY = height * (scene.momento === 'mediodia' ? 0.14 : scene.momento === 'noche' ? 0.16 : 0.34) - t * height * 0.05;
  const parts = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.meadow[0]}"/><stop offset="1" stop-color="${p.meadow[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  if (night) parts.push(stars(rand, width, height, 90));
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${width * 0.09}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${width * (night ? 0.028 : 0.035)}" fill="${p.sun}"/>`);
  if (!night) parts.push(clouds(rand, width, height, 3 + Math.floor(rand() * 3), '#ffffff', t * width * 0.3));
  const ridgeRand = rng(`${scene.semilla ?? scene.motivo}-sierras`);
  parts.push(`<path d="${ridgePath(ridgeRand, width, height, horizon - height * 0.12, height * 0.22, 5)}" fill="${p.ridges[0]}"/>`);
  parts.push(`<path d="${ridgePath(ridgeRand, width, height, horizon - height * 0.04, height * 0.16, 7)}" fill="${p.ridges[1]}"/>`);
  parts.push(`<path d="${ridgePath(ridgeRand, width, height, horizon + height * 0.03, height * 0.08, 9)}" fill="${p.ridges[2]}"/>`);
  parts.push(`<rect x="0" y="${horizon + height * 0.02}" width="${width}" height="${height}" fill="url(#meadow)"/>`);

  const ground = height * 0.86;
  const lit = p.light > 0.4;
  // Background trees along the horizon.
  for (let i = 0; i < 9; i++) {
    const x = rand() * width;
    const s = height * (0.08 + rand() * 0.06);
    parts.push(rand() > 0.5 ? pine(x, horizon + height * 0.06, s, p.tree) : roundTree(x, horizon + height * 0.06, s, p.tree, rand));
  }
  switch (scene.motivo) {
    case 'carpas': {
      const n = 3 + Math.floor(rand() * 3);
      for (let i = 0; i < n; i++) {
        const x = width * (0.12 + (i / n) * 0.8 + rand() * 0.05);
        parts.push(tent(x, ground - rand() * height * 0.1, width * (0.1 + rand() * 0.05), TENT_COLORS[Math.floor(rand() * TENT_COLORS.length)]));
      }
      break;
    }
    case 'pileta':
      parts.push(pool(width * 0.5, ground + height * 0.06, width * (0.55 + rand() * 0.2), height * 0.2, p.light));
      break;
    case 'pileta-infantil':
      parts.push(pool(width * 0.42, ground + height * 0.04, width * 0.3, height * 0.12, p.light));
      parts.push(`<g><rect x="${width * 0.7}" y="${ground - height * 0.18}" width="${width * 0.015}" height="${height * 0.2}" fill="#b0855a"/><polygon points="${width * 0.63},${ground - height * 0.18} ${width * 0.708},${ground - height * 0.3} ${width * 0.785},${ground - height * 0.18}" fill="#e07b24"/></g>`);
      break;
    case 'cabana': {
      const n = scene.unica ? 1 : 1 + Math.floor(rand() * 2);
      for (let i = 0; i < n; i++) {
        parts.push(cabin(width * (n === 1 ? 0.5 : 0.3 + i * 0.4), ground, width * (n === 1 ? 0.34 : 0.26), i % 2 ? '#a0673d' : '#8a5530', lit));
      }
      break;
    }
    case 'dormi':
      parts.push(dormi(width * 0.5, ground, width * 0.36, '#efe2c4', lit));
      break;
    case 'fogon':
      parts.push(tent(width * 0.3, ground - height * 0.05, width * 0.16, TENT_COLORS[Math.floor(rand() * TENT_COLORS.length)]));
      parts.push(campfire(width * 0.6, ground, width * (0.06 + 0.004 * Math.sin(t * 40))));
      break;
    case 'gimnasio':
      parts.push(gym(width * 0.35, ground, width * 0.12));
      parts.push(gym(width * 0.7, ground - height * 0.03, width * 0.09));
      break;
    case 'sendero':
      parts.push(`<path d="M${width * 0.42} ${height} C${width * 0.5} ${height * 0.85} ${width * 0.62} ${height * 0.8} ${width * 0.55} ${horizon + height * 0.05}" stroke="#d9c49a" stroke-width="${width * 0.05}" fill="none" stroke-linecap="round"/>`);
      break;
    case 'panorama':
      parts.push(pool(width * 0.28, ground + height * 0.05, width * 0.34, height * 0.13, p.light));
      parts.push(cabin(width * 0.62, ground - height * 0.06, width * 0.15, '#8a5530', lit));
      parts.push(tent(width * 0.78, ground - height * 0.02, width * 0.1, '#e07b24'));
      parts.push(tent(width * 0.88, ground + height * 0.01, width * 0.08, '#2f855a'));
      break;
    default:
      break;
  }
  // Foreground trees frame the picture.
  parts.push(pine(width * (0.02 + rand() * 0.06), height * 1.02, height * (0.45 + rand() * 0.15), p.tree));
  if (scene.motivo !== 'panorama' && rand() > 0.4) parts.push(roundTree(width * (0.92 + rand() * 0.06), height * 1.02, height * (0.4 + rand() * 0.15), p.tree, rand));
  if (scene.motivo === 'cabana' && scene.unica && lit) {
    const puff = (k) => `<circle cx="${width * 0.5 + width * 0.08 + k * 8}" cy="${ground - height * 0.48 - ((t * 120 + k * 25) % 90)}" r="${10 + k * 3}" fill="#dddddd" opacity="${0.35 - k * 0.06}"/>`;
    parts.push([0, 1, 2, 3].map(puff).join(''));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('\n')}</svg>`;
}
