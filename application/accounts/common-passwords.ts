/** Driven port: the list of passwords attackers try first (the adapter ships it as data). */
export interface CommonPasswords {
  isCommon(password: string): boolean;
}
