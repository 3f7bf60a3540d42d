import { Fragment, type ReactNode } from 'react';
import privacyText from '../../../../../../docs/privacy.md?raw';
import { ScreenFrame } from '../../../components/page-header.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';

/** `code`, **bold** and plain text of one line of the page. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
    const key = `${index}-${part}`;
    if (part.startsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`'))
      return (
        <code key={key} className="rounded bg-cream-200 px-1 font-mono text-sm">
          {part.slice(1, -1)}
        </code>
      );
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** The few kinds of block docs/privacy.md uses: headings, paragraphs and bulleted lists. */
function blocks(markdown: string): ReactNode[] {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map((block, index) => {
      const key = `block-${index}`;
      if (block.startsWith('# ')) {
        return (
          <h1 key={key} className="text-4xl font-semibold text-grape-800">
            {block.slice(2)}
          </h1>
        );
      }
      if (block.startsWith('## ')) {
        return (
          <h2 key={key} className="mt-4 text-2xl font-semibold text-grape-800">
            {block.slice(3)}
          </h2>
        );
      }
      if (block.startsWith('- ')) {
        const items = block.split(/\n- /).map((item) => item.replace(/^- /, '').replace(/\s*\n\s*/g, ' '));
        return (
          <ul key={key} className="list-disc space-y-2 ps-6">
            {items.map((item) => (
              <li key={item}>{inline(item)}</li>
            ))}
          </ul>
        );
      }
      return <p key={key}>{inline(block.replace(/\s*\n\s*/g, ' '))}</p>;
    });
}

/**
 * Privacy: docs/privacy.md, the one text of what is kept and how to take it or delete it. It is
 * written in English only, so it is marked as English (read out and laid out as such), and the
 * other languages say so above it.
 */
export function PrivacyPage() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ScreenFrame>
      <title>{t('common.pageTitle', { page: t('common.privacy') })}</title>
      {locale !== 'en' && (
        <p className="mx-auto mb-6 max-w-3xl rounded-2xl bg-sky-50 px-4 py-3 font-semibold text-sky-700 ring-1 ring-sky-100">
          {t('home.privacyInEnglish')}
        </p>
      )}
      <article lang="en" dir="ltr" className="mx-auto max-w-3xl space-y-4 leading-relaxed text-ink">
        {blocks(privacyText)}
      </article>
    </ScreenFrame>
  );
}
