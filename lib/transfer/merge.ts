/**
 * Adding a transfer to a device's own list. A transfer never removes or replaces anything: the
 * device's entries stay as they are and in their order, new rosters come after them. A roster the
 * device already holds under another key keeps the device's key.
 */
export type KeyPair = { viewId: string; key: string };

export type MergePlan<E extends KeyPair> = {
  /** the device's list after the merge */
  merged: KeyPair[];
  /** rosters new to this device, in the transfer's order */
  added: E[];
  /** rosters this device already holds with the same key */
  alreadyHere: E[];
  /** rosters this device already holds with another key: the device's own key is kept */
  keptOwn: E[];
  /** new rosters past the room the device's list has (see MAX_DEVICE_ROSTERS) */
  noRoom: E[];
};

/** As many rosters as "My rosters" can list at once (listRostersSchema). */
export const MAX_DEVICE_ROSTERS = 500;

export function mergeKeys<E extends KeyPair>(device: readonly KeyPair[], incoming: readonly E[], room = MAX_DEVICE_ROSTERS): MergePlan<E> {
  const own = new Map(device.map((e) => [e.viewId, e.key]));
  const plan: MergePlan<E> = { merged: device.map(({ viewId, key }) => ({ viewId, key })), added: [], alreadyHere: [], keptOwn: [], noRoom: [] };
  const seen = new Set<string>();
  for (const e of incoming) {
    if (seen.has(e.viewId)) continue;
    seen.add(e.viewId);
    const key = own.get(e.viewId);
    if (key === e.key) plan.alreadyHere.push(e);
    else if (key !== undefined) plan.keptOwn.push(e);
    else if (plan.merged.length >= room) plan.noRoom.push(e);
    else {
      plan.added.push(e);
      plan.merged.push({ viewId: e.viewId, key: e.key });
    }
  }
  return plan;
}
