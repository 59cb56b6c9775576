/** The text of a PDF, read back with pdf.js in a child process. */
export function pdfText(pdf: Uint8Array): Promise<string>;
