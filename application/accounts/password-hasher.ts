/** Turns passwords into stored hashes and checks them; the algorithm is the adapter's concern. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
}
