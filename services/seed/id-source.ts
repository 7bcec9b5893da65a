/** Hands out the catalogue's record ids in order, so every generation of the same seed gives the same ids. */
export class IdSource {
  constructor(private next: number) {}
  take(): string {
    return String(this.next++);
  }
}
