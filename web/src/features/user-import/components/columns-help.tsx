import { Accordion, Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconTableColumn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_HEADER_ALIASES,
  USER_IMPORT_REQUIRED_COLUMNS,
} from '@passerelle/contract';

/** The columns of an import file, the header names accepted for each and what they hold. */
export function ColumnsHelp() {
  const { t } = useTranslation('userImport');
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right" transitionDuration={0}>
      <Accordion.Item value="columns">
        <Accordion.Control icon={<IconTableColumn size={18} aria-hidden />}>
          {t('columns.title')}
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="sm">
            {t('columns.intro')}
          </Text>
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('columns.tableLabel') },
            }}
          >
            <Table aria-label={t('columns.tableLabel')} verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>{t('columns.column')}</Table.Th>
                  <Table.Th>{t('columns.accepted')}</Table.Th>
                  <Table.Th>{t('columns.content')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {USER_IMPORT_COLUMNS.map((column) => (
                  <Table.Tr key={column}>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Text size="sm" fw={600}>
                          {t(`fields.${column}`)}
                        </Text>
                        {USER_IMPORT_REQUIRED_COLUMNS.includes(column) ? (
                          <Badge size="sm" variant="filled" color="ember.9" tt="none">
                            {t('columns.required')}
                          </Badge>
                        ) : (
                          <Badge size="sm" variant="default" tt="none">
                            {t('columns.optional')}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {USER_IMPORT_HEADER_ALIASES[column].map((alias) => (
                          <Code key={alias}>{alias}</Code>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{t(`columns.${column}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
