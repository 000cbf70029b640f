import {
  authApi,
  buildPath,
  readPageInfo,
  type Route,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type PageInfo,
} from '@passerelle/contract/lite';
import { ApiError, toProblem } from './api-error.ts';
import { getCurrentLocale } from './locale.ts';
import { clearSession, getSession, setSession } from './session.ts';

export const API_BASE = '/api';

export interface CallOptions<E> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** A multipart body (file uploads): sent as is, the browser sets its content type. */
  formData?: FormData;
  signal?: AbortSignal;
}

export interface ListResult<T> {
  data: T;
  pageInfo: PageInfo;
}

type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises a query object the way the api reads it (architecture §5):
 * `{ order: { name: 'asc' } }` or `{ 'order[name]': 'asc' }` → `order[name]=asc`,
 * `{ type: [1, 2] }` → `type[]=1&type[]=2`; undefined and null are left out.
 */
export const serializeQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) add(arrayKey, item);
      return;
    }
    if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value)) add(`${key}[${sub}]`, subValue);
      return;
    }
    search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) add(key, value as QueryValue);
  const text = search.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return text ? `?${text}` : '';
};

let refreshing: Promise<boolean> | null = null;

/**
 * Asks for a new access token with the refresh cookie. Single flight: concurrent callers share
 * one request (the server rotates the refresh token, a second parallel call would be a replay).
 */
export const refreshSession = (): Promise<boolean> => {
  refreshing ??= (async () => {
    try {
      const result = await request(authApi.refreshToken, { body: {} }, false);
      setSession(result.response.token, result.response.user);
      return true;
    } catch {
      clearSession();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
};

interface RawResult<E> {
  response: EndpointResponse<E>;
  headers: Headers;
  /** The body as a file, for the endpoints that answer a document (`download`). */
  blob?: Blob;
}

async function request<E extends Route>(
  endpoint: E,
  options: CallOptions<E>,
  mayRefresh: boolean,
  download = false,
): Promise<RawResult<E>> {
  const path = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>);
  const url = `${API_BASE}${path}${serializeQuery(options.query as Record<string, unknown> | undefined)}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLocale(),
  };
  const hasBody = options.body !== undefined && endpoint.method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.formData ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(toProblem(0, { message_code: 'service_unavailable' }, 'Network error'));
  }

  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const problem = toProblem(res.status, body, res.statusText);
    if (res.status === 401 && problem.message_code === 'token_expired' && mayRefresh) {
      if (await refreshSession()) return request(endpoint, options, false, download);
    }
    throw new ApiError(problem);
  }

  if (download)
    return { response: null as EndpointResponse<E>, headers: res.headers, blob: await res.blob() };
  const text = res.status === 204 ? '' : await res.text();
  const response = (text ? JSON.parse(text) : null) as EndpointResponse<E>;
  return { response, headers: res.headers };
}

const canRefresh = (endpoint: Route): boolean =>
  endpoint !== authApi.refreshToken && endpoint !== authApi.login && endpoint !== authApi.logout;

/** Calls one endpoint of the contract; throws an ApiError on any non-2xx answer. */
export async function apiCall<E extends Route>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const { response } = await request(endpoint, options, canRefresh(endpoint));
  return response;
}

/** Calls a paged list endpoint and reads its x-* headers (spec §7 defaults when absent). */
export async function apiList<E extends Route>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ListResult<EndpointResponse<E>>> {
  const { response, headers } = await request(endpoint, options, canRefresh(endpoint));
  return { data: response, pageInfo: readPageInfo((name) => headers.get(name)) };
}

/** The file name of an attachment (RFC 6266: the UTF-8 `filename*` first). */
export const attachmentName = (disposition: string | null, fallback: string): string => {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain ? plain[1]! : fallback;
};

/** Calls an endpoint that answers a document (a PDF, a CSV) with the session's token: its body and name. */
export async function apiDownload<E extends Route>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, headers } = await request(endpoint, options, canRefresh(endpoint), true);
  return { blob: blob!, fileName: attachmentName(headers.get('content-disposition'), 'document') };
}
