/** One call a remote makes, through the typed client of libs/contracts; `answers` holds earlier calls' results. */
export interface ApiCall {
  name: string;
  run(answers: Record<string, unknown>): Promise<unknown>;
}

export function sanLuisDay(days?: number): string;

export function checkApiContract(remote: string, calls: ApiCall[], configure: (apiBaseUrl: string) => void): Promise<string[]>;
