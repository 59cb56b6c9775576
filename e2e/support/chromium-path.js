/** Where Chromium is: CHROME_PATH, else Debian's /usr/bin/chromium. Missing is a failure, never a silent skip. */
const { existsSync } = require('node:fs');

function chromiumPath() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No se encontró Chromium en ${candidate}. Instálelo con "sudo apt-get update && sudo apt-get install -y chromium chromium-l10n" ` +
        '(o indique otro ejecutable con CHROME_PATH). Las pruebas de navegador no se omiten.',
    );
  }
  return candidate;
}

module.exports = { chromiumPath };
