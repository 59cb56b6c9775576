import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Response } from 'superagent';

/**
 * The text of a PDF, read back with pdf.js (pdfjs-dist, Mozilla's reader) in a child process: pdf.js is ESM-only and
 * large, so jest does not compile it. Lines as pdf.js ends them.
 */
const LEER = `
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''));
}
process.stdout.write(pages.join('\\n'));
`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LEER], { cwd: path.resolve(__dirname, '../..') });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pdf.js no pudo leer el PDF: ${err}`))));
    child.stdin.end(pdf);
  });
}

/** supertest: keep a binary answer as a Buffer. */
export function binario(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
