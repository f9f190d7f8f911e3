// Runs in the browser before the app. The Content-Security-Policy allows no eval in production
// (lib/server/http/security-headers.ts), so zod's compiled parsers cannot run there anyway; zod
// reads this object (not zod itself: zod must stay out of first-load JS) and then skips its
// `new Function` probe, which a strict CSP reports as a violation even though zod catches it.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
