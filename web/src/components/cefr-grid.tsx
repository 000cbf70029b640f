import { useId } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SkillLevels } from '@passerelle/contract';
import { LANGUAGE_SKILLS, CEFR_LEVELS, type CefrLevel } from '@passerelle/contract/lite';

const RADIO_STYLE = {
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: 'var(--mantine-primary-color-filled)',
  cursor: 'pointer',
} as const;

/**
 * The CEFR levels of one language: a row per skill, a column per level (A1 … C2) and "none" —
 * what a candidate says of herself and what an offer asks, in the same grid and the same words
 * (the skills are named by the `match` catalogue, as in the match's reasons). Each row is a
 * native radio group (one name), so Tab reaches the row and the arrow keys move along it; every
 * radio is labelled "Expression orale : B2" for screen readers.
 */
export function CefrGrid({
  caption,
  noneLabel,
  value,
  onChange,
}: {
  /** Names the grid: "Niveaux en français", "Niveaux demandés en français". */
  caption: string;
  /** What the "—" column means here: "not said" for a candidate, "not asked" for an offer. */
  noneLabel: string;
  value: SkillLevels;
  onChange: (next: SkillLevels) => void;
}) {
  const { t } = useTranslation('match');
  const base = useId();
  const columns: (CefrLevel | null)[] = [null, ...CEFR_LEVELS];
  return (
    <Table
      withTableBorder
      verticalSpacing={4}
      horizontalSpacing={2}
      style={{ tableLayout: 'fixed', width: '100%' }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 6 }}>
        {caption}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="34%">
            <VisuallyHidden>{t('skill')}</VisuallyHidden>
          </Table.Th>
          {columns.map((level) => (
            <Table.Th key={level ?? 'none'} scope="col" ta="center">
              {level ?? <span aria-label={noneLabel}>—</span>}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {LANGUAGE_SKILLS.map((skill) => {
          const name = `${base}-${skill}`;
          const skillLabel = t(`skills.${skill}`);
          return (
            <Table.Tr key={skill} role="radiogroup" aria-labelledby={`${name}-label`}>
              <Table.Th scope="row" id={`${name}-label`}>
                <Text size="sm" fw={500}>
                  {skillLabel}
                </Text>
              </Table.Th>
              {columns.map((level) => (
                <Table.Td key={level ?? 'none'} ta="center">
                  <input
                    type="radio"
                    style={RADIO_STYLE}
                    name={name}
                    checked={(value[skill] ?? null) === level}
                    aria-label={`${skillLabel} : ${level ?? noneLabel}`}
                    onChange={() => onChange({ ...value, [skill]: level })}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
