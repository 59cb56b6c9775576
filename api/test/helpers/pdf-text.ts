import type { Response } from 'superagent';

export { pdfText } from '@camping/dev-database/pdf-text';

/** supertest: keep a binary answer as a Buffer. */
export function binario(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
