// Django's username rule (UnicodeUsernameValidator): 1 to 150 letters, digits and @ . + - _ .
const USERNAME = /^[\p{L}\p{N}@.+\-_]{1,150}$/u;

export const USERNAME_RULE = 'a username is 1 to 150 letters, digits and @ . + - _';

export class InvalidUsernameError extends Error {}

export function isUsername(s: string): boolean {
  return s.length <= 600 && USERNAME.test(s);
}

export function checkUsername(s: string): void {
  if (!isUsername(s)) throw new InvalidUsernameError(USERNAME_RULE);
}
