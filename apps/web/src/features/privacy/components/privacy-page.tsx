import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ScreenFrame } from '../../../components/page-header.tsx';
import { localeDirection } from '../../../i18n/locales.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { englishPolicy, loadPolicy } from '../model/load-policy.ts';
import { inlineParts, type PolicyBlock, policyBlocks } from '../model/policy-blocks.ts';

/**
 * `code`, **bold** and plain text of one line of the page. Code (a command, a setting's name) is
 * always read left to right, so in a right-to-left language it stays a left-to-right run of its own.
 */
function inline(text: string): ReactNode[] {
  return inlineParts(text).map((part, index) => {
    const key = `${index}-${part.text}`;
    if (part.kind === 'bold') return <strong key={key}>{part.text}</strong>;
    if (part.kind === 'code')
      return (
        <code key={key} dir="ltr" className="rounded bg-cream-200 px-1 font-mono text-sm">
          {part.text}
        </code>
      );
    return <Fragment key={key}>{part.text}</Fragment>;
  });
}

function renderBlock(block: PolicyBlock, key: string): ReactNode {
  switch (block.kind) {
    case 'title':
      return (
        <h1 key={key} className="text-4xl font-semibold text-grape-800">
          {block.text}
        </h1>
      );
    case 'heading':
      return (
        <h2 key={key} className="mt-4 text-2xl font-semibold text-grape-800">
          {block.text}
        </h2>
      );
    case 'list':
      return (
        <ul key={key} className="list-disc space-y-2 ps-6">
          {block.items.map((item) => (
            <li key={item}>{inline(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p key={key}>{inline(block.text)}</p>;
  }
}

/**
 * Privacy: what is kept and how to take it or delete it, in the family's language. docs/privacy.md
 * is the English source and docs/privacy/<language>.md its translations; only the chosen one is
 * fetched. The text is marked with the language it is really in (read out and laid out as such),
 * and a language without a translation shows English, saying so above it.
 */
export function PrivacyPage() {
  const t = useT();
  const { locale } = useLocale();
  const { data: policy } = useQuery({
    queryKey: ['privacy-policy', locale],
    queryFn: () => loadPolicy(locale),
    initialData: locale === 'en' ? englishPolicy : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <ScreenFrame>
      <DocumentTitle title={t('common.pageTitle', { page: t('common.privacy') })} />
      {policy && policy.locale !== locale && (
        <p className="mx-auto mb-6 max-w-3xl rounded-2xl bg-sky-50 px-4 py-3 font-semibold text-sky-700 ring-1 ring-sky-100">
          {t('home.privacyInEnglish')}
        </p>
      )}
      {policy && (
        <article
          lang={policy.locale}
          dir={localeDirection(policy.locale)}
          className="mx-auto max-w-3xl space-y-4 leading-relaxed text-ink"
        >
          {policyBlocks(policy.text).map((block, index) => renderBlock(block, `block-${index}`))}
        </article>
      )}
    </ScreenFrame>
  );
}
