/**
 * The text of a PDF, read back with pdf.js (pdfjs-dist, Mozilla's reader) in a child process: pdf.js is ESM-only and
 * large, so the test runners do not compile it. Used by the API's receipt tests and the browser tests (issue 32).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const READ = `
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

/** The PDF's text, pages one after another, lines as pdf.js ends them. */
export function pdfText(pdf) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', READ], { cwd: HERE });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d.toString('utf8')));
    child.stderr.on('data', (d) => (err += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pdf.js no pudo leer el PDF: ${err}`))));
    child.stdin.end(pdf);
  });
}
