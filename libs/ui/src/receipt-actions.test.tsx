import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatARSCents } from '@camping/contracts/format';
import { RECEIPT_LINK_COPIED, ReceiptActions } from './receipt-actions';
import { notify } from './toast';

jest.mock('./toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const PAGO = { id: 41, monto: 30000, numero_comprobante: 123, comprobante_url: '/comprobantes/pago-0f8fad5b-d9cb-469f-a165-70867728950e.pdf' };
const LINK = `${window.location.origin}${PAGO.comprobante_url}`;

function device({ share, writeText }: { share?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('ReceiptActions', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  beforeEach(() => {
    jest.clearAllMocks();
    device({});
  });

  it('shows the number and opens the staff PDF in a new tab', () => {
    render(<ReceiptActions tipo="pago" row={PAGO} />);
    expect(screen.getByText('N.º 000123')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Comprobante N.º 000123 (PDF)' });
    expect(pdf).toHaveTextContent('Comprobante');
    expect(pdf).toHaveAttribute('href', '/api/endpoints/comprobantes?pago_id=41');
    expect(pdf).toHaveAttribute('target', '_blank');
  });

  it("a refund's receipt is asked by reembolso_id", () => {
    render(<ReceiptActions tipo="reembolso" row={{ ...PAGO, id: 7, numero_comprobante: 124 }} />);
    expect(screen.getByRole('link', { name: 'Comprobante N.º 000124 (PDF)' })).toHaveAttribute(
      'href',
      '/api/endpoints/comprobantes?reembolso_id=7',
    );
    expect(screen.getByRole('button', { name: 'Compartir comprobante N.º 000124' })).toBeInTheDocument();
  });

  it("«Compartir» hands the guest's link, made absolute, to the share sheet", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    device({ share, writeText: jest.fn() });
    render(<ReceiptActions tipo="pago" row={PAGO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir recibo N.º 000123' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Recibo de pago N.º 000123',
      text: `Recibo de pago N.º 000123 por ${formatARSCents(30000)}`,
      url: LINK,
    });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('without a share sheet it copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    device({ writeText });
    render(<ReceiptActions tipo="pago" row={PAGO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir recibo N.º 000123' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(notify.success).toHaveBeenCalledWith(RECEIPT_LINK_COPIED);
    expect(open).not.toHaveBeenCalled();
  });

  it("without either it opens WhatsApp with the message: the guest's chat when the phone is known", async () => {
    render(<ReceiptActions tipo="pago" row={PAGO} telefono="2664 44-1234" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir recibo N.º 000123' }));
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/5492664441234');
    expect(url.searchParams.get('text')).toBe(`Recibo de pago N.º 000123 por ${formatARSCents(30000)}: ${LINK}`);

    open.mockClear();
    render(<ReceiptActions tipo="pago" row={{ ...PAGO, id: 42, numero_comprobante: 125 }} telefono={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir recibo N.º 000125' }));
    expect(new URL(open.mock.calls[0][0] as string).pathname).toBe('/');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('an older server sends neither number nor link: no receipt actions', () => {
    const { container } = render(<ReceiptActions tipo="pago" row={{ id: 41, monto: 30000 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
