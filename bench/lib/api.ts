/** A tiny JSON client for setting up bench data over the public API. */
export class BenchApi {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  withKey(apiKey: string): BenchApi {
    return new BenchApi(this.baseUrl, apiKey);
  }

  get authHeaders(): Record<string, string> {
    return this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {};
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  async get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...this.authHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

export async function registerBenchOrg(api: BenchApi, slug: string): Promise<BenchApi> {
  const { apiKey } = await api.post<{ apiKey: string }>('/auth/register', { name: slug, slug });
  return api.withKey(apiKey);
}
