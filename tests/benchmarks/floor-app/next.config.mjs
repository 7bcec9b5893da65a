/*
 * The floor app is generated into a data folder of the storefront's (tests/benchmarks/floor.ts) and uses the
 * storefront's installed `next`; Turbopack's root is the storefront's folder, where node_modules is.
 */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: process.env.BENCH_FLOOR_TURBOPACK_ROOT },
};

export default nextConfig;
