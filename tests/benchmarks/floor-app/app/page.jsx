/*
 * The floor of the benchmarks: an empty App Router page whose only content is one same-origin image of a
 * product card's size (the file the shop's first card loads on a phone, copied here at bench time).
 */
export default function Page() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the floor is the plainest page Next serves
    <img src="/card.webp" width={384} height={384} alt="" style={{ width: '50vw', height: 'auto' }} />
  );
}
