import { shareLink } from './share-link';

const LINK = { title: 'Recibo de pago N.º 000123', text: 'Recibo de pago N.º 000123 por $ 30.000', url: 'http://localhost/comprobantes/pago-x.pdf' };
const WHATSAPP = 'https://wa.me/?text=hola';

/** The browser's share sheet and clipboard, as this test says; absent unless given. */
function device({ share, canShare, writeText }: { share?: jest.Mock; canShare?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

describe('shareLink: share sheet, else clipboard, else WhatsApp', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  beforeEach(() => open.mockClear());
  afterAll(() => device({}));

  it('uses the share sheet when there is one, and nothing else', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    device({ share, writeText });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('a share sheet the clerk closed ends there', async () => {
    const writeText = jest.fn();
    device({ share: jest.fn().mockRejectedValue(abort()), writeText });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('dismissed');
    expect(writeText).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet refuses it or cannot share it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    device({ share: jest.fn().mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' })), writeText });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);

    const share = jest.fn();
    device({ share, canShare: jest.fn().mockReturnValue(false), writeText });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet (a desktop browser)', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    device({ writeText });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens WhatsApp when the clipboard is missing or refuses', async () => {
    device({});
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('whatsapp');
    expect(open).toHaveBeenCalledWith(WHATSAPP, '_blank', 'noopener,noreferrer');

    open.mockClear();
    device({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    await expect(shareLink(LINK, WHATSAPP)).resolves.toBe('whatsapp');
    expect(open).toHaveBeenCalledWith(WHATSAPP, '_blank', 'noopener,noreferrer');
  });
});
