import { MESSAGE_CODES } from '@passerelle/contract';
import type { ViolationInput } from './app-error.ts';

const KNOWN = new Set<string>(MESSAGE_CODES);

interface IssueLike {
  code?: string;
  keyword?: string;
  message: string;
  path?: PropertyKey[];
  instancePath?: string;
  params?: Record<string, unknown>;
  origin?: string;
  keys?: string[];
}

/**
 * Turns zod issues (raw or wrapped by fastify-type-provider-zod) into violations whose code is a
 * message code: contract schemas carry codes as messages; zod's own defaults are mapped here.
 */
export const violationsFromIssues = (issues: IssueLike[], prefix = ''): ViolationInput[] =>
  issues.flatMap((issue) => {
    const code = issue.code ?? issue.keyword ?? '';
    const params = issue.params ?? {};
    const path =
      issue.path?.map(String).join('.') ??
      (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const at = (p: string) => [prefix, p].filter(Boolean).join('.');
    if (code === 'unrecognized_keys') {
      const keys = (issue.keys ?? (params.keys as string[] | undefined) ?? []) as string[];
      return keys.map((k) => ({ propertyPath: at(path ? `${path}.${k}` : k), code: 'unknown_field' }));
    }
    if (KNOWN.has(issue.message)) return [{ propertyPath: at(path), code: issue.message }];
    const origin = issue.origin ?? (params.origin as string | undefined);
    let mapped = 'invalid_value';
    if (code === 'invalid_type')
      mapped = /received undefined/.test(issue.message) ? 'required' : 'invalid_type';
    else if (code === 'too_small') mapped = origin === 'string' ? 'too_short' : 'too_small';
    else if (code === 'too_big') mapped = origin === 'string' ? 'too_long' : 'too_big';
    else if (code === 'invalid_format')
      mapped = params.format === 'email' ? 'invalid_email' : 'invalid_value';
    return [{ propertyPath: at(path), code: mapped }];
  });
