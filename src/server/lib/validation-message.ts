/**
 * The text of a refused field. Our schemas word their messages for people and name the field
 * themselves ("Please enter a valid email address"): those are shown as written. Zod's own
 * generic messages ("Invalid input: expected string...") get the field in front, so the
 * person knows which one: `maxScans: Invalid input...`.
 */
export function validationMessage(field: string | undefined, message: string): string {
  if (!field || !ZOD_GENERIC.test(message)) return message;
  return `${field}: ${message}`;
}

/** How zod 4's built-in messages begin (none of ours does). */
const ZOD_GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;
