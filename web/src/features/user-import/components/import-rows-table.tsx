import { Badge, Group, List, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserImportRow } from '@passerelle/contract';
import { STATUS_COLORS } from '../../../theme.ts';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { effectiveUserType } from '../user-import-model.ts';

export interface ImportRowsTableProps {
  rows: UserImportRow[];
  label: string;
  emptyText?: string;
}

/** Rows of an import file with what the check found: valid, or each violation in words. */
export function ImportRowsTable({ rows, label, emptyText }: ImportRowsTableProps) {
  const { t, i18n } = useTranslation('userImport');
  const translate = useCodeTranslator();
  const field = (path: string) => (i18n.exists(`userImport:fields.${path}`) ? t(`fields.${path}`) : path);
  const typeLabel = (raw: string) => {
    const type = effectiveUserType(raw);
    return type === null ? raw : t(`userTypes.${type}`);
  };

  return (
    <Table.ScrollContainer
      minWidth={760}
      maxHeight="70vh"
      // A scrolling region reachable from the keyboard (the rows hold no focusable element).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table stickyHeader striped aria-label={label} verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              {t('preview.line')}
            </Table.Th>
            <Table.Th scope="col">{t('preview.email')}</Table.Th>
            <Table.Th scope="col">{t('preview.name')}</Table.Th>
            <Table.Th scope="col">{t('preview.type')}</Table.Th>
            <Table.Th scope="col">{t('preview.firm')}</Table.Th>
            <Table.Th scope="col">{t('preview.locale')}</Table.Th>
            <Table.Th scope="col" miw={220}>
              {t('preview.status')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text size="sm" c="gray.7" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const invalid = row.violations.length > 0;
              return (
                <Table.Tr key={row.line} bg={invalid ? 'var(--mantine-color-red-0)' : undefined}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.data.email}</Table.Td>
                  <Table.Td>
                    {row.data.firstName} {row.data.lastName}
                  </Table.Td>
                  <Table.Td>{typeLabel(row.data.userType)}</Table.Td>
                  <Table.Td>{row.data.firm}</Table.Td>
                  <Table.Td>{row.data.locale}</Table.Td>
                  <Table.Td>
                    {invalid ? (
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <IconAlertCircle size={18} color="var(--mantine-color-red-8)" aria-hidden />
                        <List size="sm" listStyleType="none" c="red.9" aria-label={t('preview.rowError')}>
                          {row.violations.map((v) => (
                            <List.Item key={`${v.propertyPath}-${v.code}`}>
                              {t('preview.violation', {
                                field: field(v.propertyPath),
                                message: translate(v.code) ?? v.code,
                              })}
                            </List.Item>
                          ))}
                        </List>
                      </Group>
                    ) : (
                      <Badge
                        color={STATUS_COLORS.validated}
                        variant="filled"
                        tt="none"
                        leftSection={<IconCircleCheck size={14} aria-hidden />}
                      >
                        {t('preview.ok')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
