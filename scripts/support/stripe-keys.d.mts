export declare const STRIPE_LOCAL_SECRET_KEY: string;
export declare const STRIPE_LOCAL_WEBHOOK_SECRET: string;
