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
