#!/usr/bin/env node
/**
 * `npm run media -w mf-public`: turns the one content manifest (content/media.json) into the optimised files the
 * site serves, under content/media/<group>/:
 *   - pictures: AVIF and WebP at three widths (gallery 4:3: 480/960/1600; covers 16:9: 640/1280/1920);
 *   - videos: WebM (VP9) and MP4 (H.264, for Safari) at 640x360, plus a poster in WebP.
 * The source of each entry is the owner's original in content/originals/<archivo>.<ext> when there is one, else a
 * generated placeholder landscape (scripts/placeholder-scenes.mjs). Outputs are committed; an unchanged entry is
 * skipped. Needs `sharp` (a dev dependency) and, for videos only, `ffmpeg` on the PATH.
 *
 *   node scripts/build-media.mjs [--force] [--only=camping-01,video-camping]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sceneSvg } from './placeholder-scenes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');
const ORIGINALS = path.join(CONTENT, 'originals');
const OUT = path.join(CONTENT, 'media');
const STAMPS = path.join(OUT, 'stamps.json');
const GENERATOR_VERSION = 3;

export const GALLERY_WIDTHS = [480, 960, 1600];
export const COVER_WIDTHS = [640, 1280, 1920];
const VIDEO = { width: 640, height: 360, fps: 24, seconds: 6 };
const IMAGE_EXT = ['.avif', '.webp', '.jpg', '.jpeg', '.png'];
const VIDEO_EXT = ['.mp4', '.mov', '.webm', '.mkv'];

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');

function findOriginal(archivo, extensions) {
  for (const ext of extensions) {
    const file = path.join(ORIGINALS, `${archivo}${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

function stampOf(entry, original) {
  const hash = createHash('sha256').update(JSON.stringify({ entry, GENERATOR_VERSION }));
  if (original) hash.update(readFileSync(original));
  return hash.digest('hex').slice(0, 16);
}

async function writeImage(source, dir, archivo, widths, aspect) {
  const outputs = [];
  for (const width of widths) {
    const height = Math.round(width / aspect);
    const resized = sharp(source).resize(width, height, { fit: 'cover', position: 'attention' });
    const base = path.join(dir, `${archivo}-${width}`);
    await resized.clone().avif({ quality: 52, effort: 4 }).toFile(`${base}.avif`);
    await resized.clone().webp({ quality: 74, effort: 5 }).toFile(`${base}.webp`);
    outputs.push(`${base}.avif`, `${base}.webp`);
  }
  return outputs;
}

async function imageSource(entry, aspect) {
  const original = findOriginal(entry.archivo, IMAGE_EXT);
  if (original) return { original, input: original };
  const width = 1920;
  const svg = sceneSvg({ ...entry.escena, semilla: entry.escena?.semilla ?? entry.archivo }, width, Math.round(width / aspect));
  return { original: null, input: Buffer.from(svg) };
}

function ffmpeg(argsList, input) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argsList], {
      stdio: [input ? 'pipe' : 'ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg terminó con código ${code}`))));
    if (input) input(child.stdin).catch(reject);
  });
}

const ENCODE_WEBM = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-an'];
const ENCODE_MP4 = ['-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'];
const SCALE = `scale=${VIDEO.width}:${VIDEO.height}:force_original_aspect_ratio=increase,crop=${VIDEO.width}:${VIDEO.height}`;

async function writeVideo(entry, dir) {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    throw new Error('Para los videos hace falta ffmpeg en el PATH (Debian: sudo apt-get install -y ffmpeg).');
  }
  const base = path.join(dir, entry.archivo);
  const original = findOriginal(entry.archivo, VIDEO_EXT);
  if (original) {
    const trim = ['-t', String(entry.segundos ?? 30)];
    await ffmpeg(['-i', original, ...trim, '-vf', SCALE, ...ENCODE_WEBM, `${base}.webm`]);
    await ffmpeg(['-i', original, ...trim, '-vf', SCALE, ...ENCODE_MP4, `${base}.mp4`]);
    await ffmpeg(['-i', original, '-frames:v', '1', '-vf', SCALE, `${base}-poster.png`]);
  } else {
    const frames = VIDEO.fps * VIDEO.seconds;
    const raw = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VIDEO.width}x${VIDEO.height}`, '-r', String(VIDEO.fps), '-i', '-'];
    const feed = async (stdin) => {
      for (let i = 0; i < frames; i++) {
        const svg = sceneSvg({ ...entry.escena, semilla: entry.escena?.semilla ?? entry.archivo }, VIDEO.width, VIDEO.height, i / frames);
        const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
        if (!stdin.write(pixels)) await new Promise((resolve) => stdin.once('drain', resolve));
      }
      stdin.end();
    };
    await ffmpeg([...raw, ...ENCODE_WEBM, `${base}.webm`], feed);
    await ffmpeg([...raw, ...ENCODE_MP4, `${base}.mp4`], feed);
    const first = sceneSvg({ ...entry.escena, semilla: entry.escena?.semilla ?? entry.archivo }, VIDEO.width * 1.5, VIDEO.height * 1.5, 0);
    await sharp(Buffer.from(first)).png().toFile(`${base}-poster.png`);
  }
  await sharp(`${base}-poster.png`).resize(960, 540, { fit: 'cover' }).webp({ quality: 72 }).toFile(`${base}-poster.webp`);
  rmSync(`${base}-poster.png`);
  return [`${base}.webm`, `${base}.mp4`, `${base}-poster.webp`];
}

async function main() {
  const manifest = JSON.parse(readFileSync(path.join(CONTENT, 'media.json'), 'utf8'));
  const stamps = existsSync(STAMPS) ? JSON.parse(readFileSync(STAMPS, 'utf8')) : {};
  const jobs = [];
  for (const entry of Object.values(manifest.portadas)) jobs.push({ group: 'portadas', entry, kind: 'image', widths: COVER_WIDTHS, aspect: 16 / 9 });
  for (const [group, list] of Object.entries(manifest.galerias)) {
    for (const entry of list) jobs.push({ group, entry, kind: 'image', widths: GALLERY_WIDTHS, aspect: 4 / 3 });
  }
  for (const entry of Object.values(manifest.videos)) jobs.push({ group: 'videos', entry, kind: 'video' });

  const produced = new Set();
  let built = 0;
  for (const job of jobs) {
    const dir = path.join(OUT, job.group);
    mkdirSync(dir, { recursive: true });
    const original = findOriginal(job.entry.archivo, job.kind === 'video' ? VIDEO_EXT : IMAGE_EXT);
    const stamp = stampOf(job.entry, original);
    const expected =
      job.kind === 'video'
        ? ['.webm', '.mp4', '-poster.webp'].map((s) => path.join(dir, `${job.entry.archivo}${s}`))
        : job.widths.flatMap((w) => ['avif', 'webp'].map((f) => path.join(dir, `${job.entry.archivo}-${w}.${f}`)));
    expected.forEach((f) => produced.add(f));
    const wanted = !only || only.includes(job.entry.archivo);
    if (!wanted || (!force && stamps[job.entry.archivo] === stamp && expected.every((f) => existsSync(f)))) continue;
    process.stdout.write(`  ${job.group}/${job.entry.archivo}${original ? ` (original ${path.basename(original)})` : ' (provisoria)'}\n`);
    if (job.kind === 'video') await writeVideo(job.entry, dir);
    else {
      const { input } = await imageSource(job.entry, job.aspect);
      await writeImage(input, dir, job.entry.archivo, job.widths, job.aspect);
    }
    stamps[job.entry.archivo] = stamp;
    built++;
  }
  // Files of entries that left the manifest are removed, so the build never ships orphans.
  for (const group of readdirSync(OUT, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(path.join(OUT, group.name))) {
      const full = path.join(OUT, group.name, file);
      if (!produced.has(full)) rmSync(full);
    }
  }
  writeFileSync(STAMPS, `${JSON.stringify(stamps, null, 2)}\n`);
  let bytes = 0;
  for (const f of produced) if (existsSync(f)) bytes += statSync(f).size;
  process.stdout.write(`Listo: ${built} entradas generadas, ${produced.size} archivos, ${(bytes / 1024 / 1024).toFixed(1)} MB en content/media.\n`);
}

main().catch((error) => {
  process.stderr.write(`No se pudieron generar las imágenes: ${error.message}\n`);
  process.exit(1);
});
