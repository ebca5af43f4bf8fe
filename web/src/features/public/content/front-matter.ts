/** The fields every content file's front matter carries (blog posts add date and summary). */
export interface FrontMatter {
  title: string;
  description: string;
  updated: string;
  date?: string;
  summary?: string;
}

/** A content file as pages receive it: its front matter and its body as sanitized HTML. */
export interface ContentDoc {
  meta: FrontMatter;
  html: string;
}

/** A content file split in two: front matter and markdown body. */
export interface ParsedContent {
  meta: FrontMatter;
  body: string;
}

/**
 * Parses the fixed `key: "value"` front matter our content files use. A tiny parser instead of
 * a YAML library: the files are ours. It runs at build time (markdown-content.ts).
 */
export function parseFrontMatter(raw: string): ParsedContent {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) throw new Error('content file without front matter');
  const fields: Record<string, string> = {};
  for (const line of (m[1] ?? '').split('\n')) {
    const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line.trim());
    if (!kv?.[1]) continue;
    const value = (kv[2] ?? '').trim();
    fields[kv[1]] = value.startsWith('"') ? (JSON.parse(value) as string) : value.replace(/^'(.*)'$/, '$1');
  }
  if (!fields.title || !fields.description || !fields.updated)
    throw new Error('front matter needs title, description and updated');
  return {
    meta: {
      title: fields.title,
      description: fields.description,
      updated: fields.updated,
      ...(fields.date ? { date: fields.date } : {}),
      ...(fields.summary ? { summary: fields.summary } : {}),
    },
    body: text.slice(m[0].length),
  };
}
