import { downloadTextFile } from './download-text-file';

describe('downloadTextFile', () => {
  it('hands a blob with the given name and type to the browser, then cleans up', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:informe';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    downloadTextFile('reporte_ingresos_2026-01-31.csv', '\uFEFFFecha;Cliente', 'text/csv;charset=utf-8');

    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('reporte_ingresos_2026-01-31.csv');
    expect(clicks[0].href).toBe('blob:informe');
    expect(clicks[0].isConnected).toBe(false);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(blobs[0].size).toBe(Buffer.byteLength('\uFEFFFecha;Cliente', 'utf8'));
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:informe');
    click.mockRestore();
    jest.useRealTimers();
  });
});
