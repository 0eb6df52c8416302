/** The name and type of one value an app context holds for a module. */
export interface Slot<T> {
  readonly name: string;
  /** Never set: carries the slot's type. */
  readonly type?: T;
}

/** A slot for values of type `T`; declare it once, beside the code that fills it. */
export function slot<T>(name: string): Slot<T> {
  return { name };
}

/**
 * The per-node values modules keep on the app context (caches, the video runner, the socket server,
 * the exam monitor's hub): one of each per context, made on first use, gone with the context.
 */
export class ContextSlots {
  private readonly values = new Map<Slot<unknown>, unknown>();

  /** The value in `slot`, made by `make` the first time it is asked for. */
  get<T>(slot: Slot<T>, make: () => T): T {
    if (!this.values.has(slot)) this.values.set(slot, make());
    return this.values.get(slot) as T;
  }

  /** The value in `slot`, or undefined when nothing is there. */
  find<T>(slot: Slot<T>): T | undefined {
    return this.values.get(slot) as T | undefined;
  }

  /** Puts a value made elsewhere (a server started by a plugin) in `slot`. */
  set<T>(slot: Slot<T>, value: T): void {
    this.values.set(slot, value);
  }

  /** Empties `slot`. */
  delete(slot: Slot<unknown>): void {
    this.values.delete(slot);
  }
}
