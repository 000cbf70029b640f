import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@passerelle/contract';
import {
  compositionIssues,
  fieldsBefore,
  freeBuiltins,
  locate,
  move,
  newBlock,
  putField,
  removeField,
} from './composition-model.ts';

const field = (identifier: string, extra: Partial<RegistrationField> = {}): RegistrationField => ({
  identifier,
  kind: identifier.startsWith('custom') ? 'text' : 'builtin',
  ref: null,
  required: false,
  translations: { fr: { label: identifier } },
  dependsOn: null,
  ...extra,
});
const block = (name: string, fields: RegistrationField[]) => ({ translations: { fr: { name } }, fields });

describe('registration form composition', () => {
  it('moves, puts and removes fields without touching the other blocks', () => {
    const blocks = [block('A', [field('jobTitle'), field('customA')]), block('B', [field('customB')])];
    expect(move(blocks[0]!.fields, 0, 1).map((f) => f.identifier)).toEqual(['customA', 'jobTitle']);
    expect(move(blocks[0]!.fields, 0, -1).map((f) => f.identifier)).toEqual(['jobTitle', 'customA']);
    const added = putField(blocks, 1, null, field('customC'));
    expect(added[1]!.fields.map((f) => f.identifier)).toEqual(['customB', 'customC']);
    expect(added[0]).toBe(blocks[0]);
    expect(removeField(added, 0, 0)[0]!.fields.map((f) => f.identifier)).toEqual(['customA']);
  });

  it('offers as parents only the fields placed before, and each builtin once', () => {
    const blocks = [block('A', [field('jobTitle'), field('customA')]), block('B', [field('customB')])];
    expect(fieldsBefore(blocks, 1, 0).map((f) => f.identifier)).toEqual(['jobTitle', 'customA']);
    expect(fieldsBefore(blocks, 0, 1).map((f) => f.identifier)).toEqual(['jobTitle']);
    expect(freeBuiltins(blocks)).not.toContain('jobTitle');
    expect(freeBuiltins(blocks, 'jobTitle')).toContain('jobTitle');
  });

  it('reports the §5 rules by path, as the server would, and names where they are', () => {
    const blocks = [
      block('', [
        field('diploma', { kind: 'text' }),
        field('customA'),
        field('customA', { kind: 'checkbox' }),
      ]),
      newBlock(),
    ];
    const issues = compositionIssues(blocks);
    expect(issues).toContainEqual({ path: 'blocks.0.translations.fr.name', code: 'required' });
    expect(issues).toContainEqual({ path: 'blocks.0.fields.0.identifier', code: 'custom_field_prefix' });
    expect(issues).toContainEqual({ path: 'blocks.0.fields.2.identifier', code: 'custom_field_duplicate' });
    expect(locate('blocks.0.fields.1.identifier', blocks, 'fr')).toEqual({ block: 0, field: 'customA' });
    expect(compositionIssues([block('A', [field('jobTitle')])])).toEqual([]);
  });
});
