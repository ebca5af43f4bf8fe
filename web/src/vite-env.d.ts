/// <reference types="vite/client" />

declare module '*.po' {
  export const messages: Record<string, string>;
}

// The admin screens' part of an app catalog (web/admin-catalog.ts).
declare module '*.po?lingui' {
  export const messages: Record<string, string>;
}
