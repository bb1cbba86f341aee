/**
 * JSON already serialised (assembled from parts serialised once, e.g. a quiz's questions from the
 * question cache); `c.json` sends the text as it is (http/json-responses.ts). `T` is the value
 * the text encodes. Services build it, so it lives below them.
 */
export class JsonText<T = unknown> {
  declare readonly encodes?: T;
  constructor(readonly text: string) {}
  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}
