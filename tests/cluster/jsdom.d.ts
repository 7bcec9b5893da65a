/** The part of jsdom (a dependency of the unit tests' environment, without types of its own) the cluster tests use. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' | 'dangerously' });
    readonly window: Window & typeof globalThis;
  }
}
