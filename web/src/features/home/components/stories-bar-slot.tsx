/**
 * Where the stories bar goes on the home (PRODUCT §8.4). Stories are a later issue: until then
 * this slot renders nothing.
 */
export function StoriesBarSlot() {
  return null;
}
