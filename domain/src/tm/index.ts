export * from './segment.js';
export * from './similarity.js';
export * from './align.js';
export * from './matcher.js';
export * from './use.js';
export * from './feed.js';
export * from './files.js';
export * from './search.js';
