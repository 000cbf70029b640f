import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import {
  LEGAL_KINDS,
  isLegalKind,
  type LegalKind,
  DEFAULT_LOCALE,
  isLocale,
} from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { ListPanel } from '../../../components/list-panel.tsx';
import { LegalDocumentEditor } from '../components/legal-document-editor.tsx';
import { legalQueries } from '../legal.queries.ts';

/** `/fair/legal` (issue 14): the current fair's legal notice, privacy notice and accessibility statement, per language. */
export function LegalEditorScreen() {
  const { t } = useTranslation('legal');
  return (
    <ListPanel titleId="legal-editor-title" title={t('editor.title')} subtitle={t('editor.intro')}>
      <FairRequired>{(fair) => <LegalEditor fair={fair} />}</FairRequired>
    </ListPanel>
  );
}

function LegalEditor({ fair }: { fair: Fair }) {
  const { t, i18n } = useTranslation('legal');
  const uiLocale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const search: { kind?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const kind: LegalKind = isLegalKind(search.kind) ? search.kind : 'notice';
  const states = useQuery(legalQueries.states(fair.id));

  if (states.isError) return <ErrorCard error={states.error} title={t('editor.loadFailed')} />;
  if (states.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('editor.loading')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={36} width="40%" />
        <Skeleton height={320} />
      </Stack>
    );

  return (
    <Tabs
      value={kind}
      onChange={(value) => {
        if (isLegalKind(value)) void navigate({ to: '.', search: { kind: value }, replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('editor.documents')}>
        {LEGAL_KINDS.map((k) => (
          <Tabs.Tab key={k} value={k}>
            {t(`kinds.${k}.title`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LEGAL_KINDS.map((k) => {
        const ofKind = states.data.filter((s) => s.kind === k);
        return (
          <Tabs.Panel key={k} value={k} pt="md">
            <Tabs defaultValue={ofKind[0]?.locale} variant="pills" keepMounted={false}>
              <Tabs.List aria-label={t('editor.languages', { document: t(`kinds.${k}.title`) })} mb="md">
                {ofKind.map((s, i) => (
                  <Tabs.Tab key={s.locale} value={s.locale} lang={s.locale}>
                    {LANGUAGE_NAMES[s.locale]}
                    {i === 0 ? (
                      <Text span size="xs" ml={4} lang={uiLocale}>
                        ({t('editor.main')})
                      </Text>
                    ) : null}
                    {s.stored === null ? (
                      <Text span size="xs" ml={4} lang={uiLocale}>
                        · {t('editor.defaultShort')}
                      </Text>
                    ) : null}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {ofKind.map((s) => (
                <Tabs.Panel key={s.locale} value={s.locale}>
                  <LegalDocumentEditor
                    // A fresh editor when the stored text changes (after a save or a reset).
                    key={`${s.stored ?? ''}|${s.updatedAt ?? ''}`}
                    fairId={fair.id}
                    fairName={fair.name}
                    state={s}
                    uiLocale={uiLocale}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
