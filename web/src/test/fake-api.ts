import { vi } from 'vitest';

/** A JSON answer, as the api sends it. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The api as a component test needs it: `fetch` answers from `answer` (picked by method and path),
 * and every call is kept for the test to read. Undo with `vi.unstubAllGlobals()`.
 */
export const fakeApi = (answer: (method: string, url: URL) => Response): ApiCall[] => {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      return answer(method, url);
    }),
  );
  return calls;
};
