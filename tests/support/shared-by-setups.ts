type Entry<T> = { value: Promise<T>; users: number };

/**
 * One thing (a Chromium, a PostgreSQL cluster) shared by the global setups of several test
 * projects. They run one after another in vitest's main process before any test, each from its
 * own copy of the setup modules, so what they share is kept on `globalThis`. The first to ask
 * starts it; the last to release it stops it.
 */
export async function sharedBySetups<T>(name: string, start: () => Promise<T>, stop: (value: T) => unknown): Promise<{ value: T; release: () => Promise<void> }> {
  const key = Symbol.for(`soviet-roster.tests.${name}`);
  const holder = globalThis as { [key: symbol]: Entry<T> | undefined };
  const entry = (holder[key] ??= { value: start(), users: 0 });
  entry.users++;
  const value = await entry.value;
  let released = false;
  return {
    value,
    release: async () => {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      delete holder[key];
      await stop(value);
    },
  };
}
