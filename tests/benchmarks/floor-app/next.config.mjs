/*
 * The floor app is generated outside the storefront's folder (tests/benchmarks/floor.ts) and uses the
 * storefront's installed `next` through a node_modules link; Turbopack's root holds both.
 */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: process.env.BENCH_FLOOR_TURBOPACK_ROOT },
};

export default nextConfig;
