import { MESSAGES, type PrintOrder } from '@storyloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, json, mockApi } from '../../../test/mock-api.ts';
import { ana, renderWithProviders } from '../test/render-player.tsx';
import { PrintOrderDialog } from './print-order-dialog.tsx';

const onClose = vi.fn();

function renderDialog() {
  return renderWithProviders(
    <PrintOrderDialog bundleId="b-123" title="Mia and the Sea Star" onClose={onClose} />,
    {
      path: '/play/b-123',
      user: ana,
    },
  );
}

const address = {
  full_name: 'Ana Lopez',
  address_line1: '12 Harbour Road',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
};

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText('Full name'), address.full_name);
  await userEvent.type(screen.getByLabelText('Address line 1'), address.address_line1);
  await userEvent.type(screen.getByLabelText('City'), address.city);
  await userEvent.type(screen.getByLabelText('State/Province'), address.state);
  await userEvent.type(screen.getByLabelText('Postal code'), address.postal_code);
}

const placedOrder: PrintOrder = {
  id: 'po-42',
  bundle_id: 'b-123',
  title: 'Mia and the Sea Star',
  status: 'test',
  subtotal_cents: 1999,
  shipping_cents: 499,
  total_cents: 2498,
  shipping: { ...address, country: 'CA' },
  created_at: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => {
  onClose.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PrintOrderDialog', () => {
  it('shows the book, its price and the test-mode notice', () => {
    mockApi({});
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Order a printed storybook' });

    expect(within(dialog).getByText('Softcover Photo Book (8x8 in)')).toBeInTheDocument();
    expect(within(dialog).getByText('$19.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Shipping (US)')).toBeInTheDocument();
    expect(within(dialog).getByText('$4.99')).toBeInTheDocument();
    expect(within(dialog).getByText('$24.98')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(/Test mode/);
    const country = within(dialog).getByLabelText('Country');
    expect(country).toHaveValue('US');
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['US', 'CA', 'GB', 'AU', 'DE', 'FR']);
  });

  it('names every missing required field and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderDialog();

    await userEvent.type(screen.getByLabelText('City'), '   ');
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    for (const label of ['Full name', 'Address line 1', 'City', 'State/Province', 'Postal code']) {
      expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('places a test order and shows the success screen', async () => {
    let sent: unknown;
    mockApi({
      'POST /v1/print/orders': (init) => {
        sent = JSON.parse(String(init.body));
        return json(placedOrder, 201);
      },
    });
    renderDialog();

    await fillRequiredFields();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    await screen.findByRole('heading', { name: 'Order placed in test mode' });
    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.printTestModeNotice);
    expect(sent).toEqual({ bundle_id: 'b-123', shipping: { ...address, country: 'CA' } });
    expect(screen.getByText('po-42')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(/nothing was charged/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Failed to create order' when the server refuses, keeping what was typed", async () => {
    mockApi({ 'POST /v1/print/orders': json({ ok: false, error: 'Something went wrong' }, 500) });
    renderDialog();

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.createOrderFailed);
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue(address.full_name);
  });

  it('says how long to wait when too many orders were placed', async () => {
    mockApi({
      'POST /v1/print/orders': json(
        {
          ok: false,
          error: 'Too many requests at once. Please try again in 4 minutes.',
          code: 'rate_limited',
          retry_after_seconds: 200,
        },
        429,
      ),
    });
    renderDialog();

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests at once. Please try again in 4 minutes.',
    );
  });
});
