import {
  MESSAGES,
  type MessageCode,
  printOrderLimitMessage,
  voiceCloneLimitMessage,
} from '@storyloom/contract';
import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStoryDialog } from '../components/report-story-dialog.tsx';
import { ApiError, type ErrorNames } from '../lib/api-client.ts';
import { json, mockApi } from '../test/mock-api.ts';
import { renderScreen } from '../test/render-screen.tsx';
import { englishMessages, loadMessages } from './catalog.ts';
import { useErrorText } from './error-text.ts';
import { I18nProvider } from './i18n-provider.tsx';
import type { Locale } from './locales.ts';

async function errorTextIn(locale: Locale) {
  const messages = locale === 'en' ? englishMessages : await loadMessages(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

/** A refusal as the api client raises it from a server's answer. */
const refusal = (message: string, status: number, names: ErrorNames, retryAfterSeconds?: number) =>
  new ApiError(message, status, undefined, undefined, true, retryAfterSeconds, names);

describe('the texts of failures', () => {
  it('says every contract message in English word for word', async () => {
    const text = await errorTextIn('en');
    for (const code of Object.keys(MESSAGES) as MessageCode[])
      expect(text.message(code)).toBe(MESSAGES[code]);
    expect(text.of(refusal('ignored', 409, { code: 'voiceCloneLimit', params: { max: 3 } }))).toBe(
      voiceCloneLimitMessage(3),
    );
  });

  it('shows a server error with a known code in Spanish, and one with an unknown code in the server’s words', async () => {
    const text = await errorTextIn('es');
    expect(text.of(refusal(MESSAGES.storyNotFound, 404, { code: 'storyNotFound' }))).toBe(
      'No encontramos el cuento',
    );
    expect(text.of(refusal('Voices are cloned in English only', 400, { code: 'bad_request' }))).toBe(
      'Voices are cloned in English only',
    );
    // A failure the app makes itself, from a contract message, is said in Spanish too.
    expect(text.of(new Error(MESSAGES.fetchStoriesFailed))).toBe('No pudimos traer los cuentos');
  });

  it('says how long to wait in the interface language, with its plural and its numbers', async () => {
    const es = await errorTextIn('es');
    const tooMany = refusal('Too many stories at once. Please try again in 2 minutes.', 429, {
      code: 'rate_limited',
      reason: 'tooManyStories',
    });
    expect(es.wait(new ApiError(tooMany.message, 429, undefined, undefined, true, 90, tooMany.names))).toBe(
      'Demasiados cuentos a la vez. Inténtalo de nuevo en 2 minutos.',
    );
    expect(
      es.wait(new Error(MESSAGES.downloadPdfFailed, { cause: refusal('x', 429, tooMany.names, 1) })),
    ).toBe('Demasiados cuentos a la vez. Inténtalo de nuevo en 1 segundo.');
    expect(es.wait(refusal('Nope', 400, { code: 'bad_request' }))).toBeNull();
    // A wait kept only as its English words (a failed generation keeps its message) is said too.
    expect(es.of('Your stories are still being made. Please try again in 1 minute.')).toBe(
      'Tus cuentos todavía se están creando. Inténtalo de nuevo en 1 minuto.',
    );

    const ar = await errorTextIn('ar');
    expect(ar.wait(refusal('x', 503, { code: 'queue_full', reason: 'serverBusy' }, 40))).toBe(
      'يجري الآن إعداد الكثير من القصص. يُرجى المحاولة مرة أخرى بعد 40 ثانية.',
    );

    // A quota's own words say when to try again.
    const quota = refusal(
      printOrderLimitMessage(1000),
      429,
      { reason: 'printOrderLimit', params: { max: 1000 } },
      60,
    );
    expect(es.of(quota)).toBe('Puedes hacer hasta 1000 pedidos impresos al día. Inténtalo de nuevo mañana.');
    expect((await errorTextIn('de')).of(quota)).toBe(
      'Du kannst bis zu 1.000 Druckbestellungen pro Tag aufgeben. Bitte versuch es morgen noch einmal.',
    );
  });

  it('says a refused clone’s reason, and a failed delete with its cause', async () => {
    const text = await errorTextIn('es');
    const tooShort = new ApiError(
      MESSAGES.createCloneFailed,
      400,
      MESSAGES.voiceSampleTooShort,
      undefined,
      true,
      undefined,
      {
        code: 'createCloneFailed',
        detailCode: 'voiceSampleTooShort',
      },
    );
    expect(text.createCloneFailed(tooShort)).toBe('La grabación debe durar al menos 5 segundos');
    expect(text.createCloneFailed(new Error('offline'))).toBe('No pudimos clonar la voz');
    expect(text.deleteStoryFailed(refusal(MESSAGES.forbidden, 403, { code: 'forbidden' }))).toBe(
      'No se pudo borrar el cuento: No tienes acceso a esto',
    );
    expect(text.deleteStoryFailed(new Error(''))).toBe('No se pudo borrar el cuento: No se pudo borrar');
  });
});

describe('a screen showing a refusal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the server’s wait in Spanish, from its code and reason', async () => {
    mockApi({
      'POST /v1/stories/story-1/report': json(
        {
          ok: false,
          error: 'Too many requests at once. Please try again in 2 minutes.',
          code: 'rate_limited',
          reason: 'tooManyRequests',
          retry_after_seconds: 120,
        },
        429,
      ),
    });
    const { container } = renderScreen(
      <ReportStoryDialog bundleId="story-1" title="Mia" onClose={() => {}} />,
      {
        path: '/report',
        locale: 'es',
        messages: await loadMessages('es'),
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await user.click(container.ownerDocument.querySelector('button[type=submit]') as HTMLElement);
    expect(
      await screen.findByText('Demasiadas solicitudes a la vez. Inténtalo de nuevo en 2 minutos.'),
    ).toBeInTheDocument();
  });
});
