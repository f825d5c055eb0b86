const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Well-formed UTF-16 (no lone surrogate): what encodeURIComponent and PostgreSQL's UTF-8 accept. */
export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s);
