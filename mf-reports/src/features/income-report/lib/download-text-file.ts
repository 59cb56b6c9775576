/** Saves text as a file through the browser's own download (an object URL and a temporary link). */
export function downloadTextFile(fileName: string, content: string, mimeType: string): void {
  const blob = new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has handed the blob to the download manager.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
