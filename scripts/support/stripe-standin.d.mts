export declare function parseStripeForm(body: string): Record<string, unknown>;
export declare function startStripeStandin(opts?: {
  port?: number;
  webhookUrl?: string;
  quiet?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
export declare function launchStripeStandin(opts?: {
  quiet?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
export declare const KNOWN_PRICES: { id: string; unit_amount: number; nickname: string }[];
