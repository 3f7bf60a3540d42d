import { MESSAGES, type PrintOrder } from '@storyloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, json, mockApi } from '../../../test/mock-api.ts';
import { buildBundle } from '../../../test/story-fixtures.ts';
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
  await userEvent.type(screen.getByLabelText('State'), address.state);
  await userEvent.type(screen.getByLabelText('ZIP code'), address.postal_code);
}

const ukAddress = {
  full_name: 'Ana Lopez',
  address_line1: '4 Harbour Walk',
  city: 'Bristol',
  postal_code: 'BS1 4DJ',
  country: 'GB' as const,
};

const placedOrder: PrintOrder = {
  id: 'po-42',
  order_number: 'SL-7K3F-92QD',
  bundle_id: 'b-123',
  title: 'Mia and the Sea Star',
  status: 'test',
  subtotal_cents: 1999,
  shipping_cents: 499,
  total_cents: 2498,
  shipping: ukAddress,
  created_at: '2026-11-25T10:00:00.000Z',
};

/** The labels of the text fields the form shows, in order. */
const fieldLabels = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input.id ? document.querySelector(`label[for="${input.id}"]`)?.textContent : null));

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

    for (const label of ['Full name', 'Address line 1', 'City', 'State', 'ZIP code']) {
      expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('names the region and postcode as each country does, with a region line only where it has one', async () => {
    mockApi({});
    renderDialog();
    const country = screen.getByLabelText('Country');
    const expected: Record<string, string[]> = {
      US: ['State', 'ZIP code'],
      CA: ['Province', 'Postal code'],
      GB: ['County (optional)', 'Postcode'],
      AU: ['State', 'Postcode'],
      DE: ['Postal code'],
      FR: ['Postal code'],
    };
    for (const [code, labels] of Object.entries(expected)) {
      await userEvent.selectOptions(country, code);
      expect(fieldLabels()).toEqual([
        'Full name',
        'Address line 1',
        'Address line 2 (optional)',
        'City',
        ...labels,
        'Phone (optional)',
      ]);
    }
  });

  it('speaks of standard shipping outside the US, at the same prices', async () => {
    mockApi({});
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Shipping (US)')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Standard shipping')).toBeInTheDocument();
    expect(within(dialog).getByText('$4.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Prices are in US dollars.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place Test Order · $24.98' })).toBeInTheDocument();
  });

  it('checks a UK postcode in its own words, and forgets the message when the country changes', async () => {
    const fetchMock = mockApi({});
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    await userEvent.type(screen.getByLabelText('Postcode'), '97201');
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    expect(screen.getByText('Postcode should look like SW1A 1AA')).toBeInTheDocument();
    expect(screen.getByLabelText('County (optional)')).not.toHaveAttribute('aria-invalid');
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.queryByText(/should look like/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('97201');
  });

  it('places a UK test order without a county and shows its order number', async () => {
    let sent: unknown;
    mockApi({
      'POST /v1/print/orders': (init) => {
        sent = JSON.parse(String(init.body));
        return json(placedOrder, 201);
      },
    });
    renderDialog();

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    await userEvent.type(screen.getByLabelText('Full name'), ukAddress.full_name);
    await userEvent.type(screen.getByLabelText('Address line 1'), ukAddress.address_line1);
    await userEvent.type(screen.getByLabelText('City'), ukAddress.city);
    await userEvent.type(screen.getByLabelText('Postcode'), 'bs14dj');
    await userEvent.click(screen.getByRole('button', { name: /Place Test Order/ }));

    await screen.findByRole('heading', { name: 'Order placed in test mode' });
    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.printTestModeNotice);
    expect(sent).toEqual({ bundle_id: 'b-123', shipping: ukAddress });
    expect(screen.getByText('SL-7K3F-92QD')).toBeInTheDocument();
    expect(screen.getByText('Ana Lopez, Bristol, United Kingdom')).toBeInTheDocument();
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

describe('the book preview', () => {
  const story = buildBundle({ title: 'Mia and the Sea Star', child: 'Mia' }, 2);

  it('shows the cover, then each scene page, turned by buttons, arrow keys and thumbnails', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': story });
    renderDialog();
    const preview = await screen.findByRole('region', { name: 'Preview your book' });
    await within(preview).findByRole('figure');
    const page = () => within(preview).getByRole('figure');

    expect(page()).toHaveAccessibleName('Cover');
    expect(page()).toHaveTextContent('Mia and the Sea Star');
    expect(page()).toHaveTextContent('Mia');
    expect(within(preview).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
    expect(page()).toHaveAccessibleName('Page 1 of 2');
    expect(page()).toHaveTextContent('Scene 1 words go here.');
    expect(within(preview).getByText('Page 1 of 2', { selector: '[aria-live]' })).toBeInTheDocument();

    page().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(page()).toHaveTextContent('Scene 2 words go here.');
    expect(within(preview).getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(page()).toHaveAccessibleName('Page 2 of 2');
    await userEvent.keyboard('{Home}');
    expect(page()).toHaveAccessibleName('Cover');

    const thumbnails = within(preview).getByRole('list', { name: 'All pages' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Page 2' }));
    expect(page()).toHaveAccessibleName('Page 2 of 2');
    expect(within(thumbnails).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('lays the pictures out as the book prints them: the first on the cover, one per scene', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': story });
    renderDialog();
    const preview = await screen.findByRole('region', { name: 'Preview your book' });
    await within(preview).findByRole('figure');
    const picture = () => within(preview).getByRole('figure').querySelector('img')?.getAttribute('src');
    expect(picture()).toBe('/data/test/scene_1.png');
    await userEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
    expect(picture()).toBe('/data/test/scene_2.png');
  });

  it('sets an audio-only story’s words on their own, without pictures', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': { ...story, audio_only: true } });
    renderDialog();
    const preview = await screen.findByRole('region', { name: 'Preview your book' });
    await within(preview).findByRole('figure');
    await userEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
    expect(within(preview).getByRole('figure').querySelector('img')).toBeNull();
    expect(within(preview).getByRole('figure')).toHaveTextContent('Scene 1 words go here.');
  });
});
