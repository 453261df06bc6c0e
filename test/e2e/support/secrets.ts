/**
 * Where a secret string occurs as a whole token in a text: `card-1` must not match inside `card-12`,
 * and a secret id is always a token of letters, digits, `-` and `_`.
 */
export function findSecrets(text: string, secrets: string[]): string[] {
  return secrets.filter((secret) => {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(text);
  });
}

/** Each secret found, with the text around it, so a failure shows where the leak is. */
export function secretsInContext(text: string, secrets: string[]): string[] {
  return findSecrets(text, secrets).map((secret) => {
    const at = text.search(new RegExp(`(?<![A-Za-z0-9_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`));
    return `${secret}: …${text.slice(Math.max(0, at - 120), at + secret.length + 40)}…`;
  });
}
