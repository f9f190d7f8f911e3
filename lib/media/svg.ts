import type { ImageKind } from './image-urls';

/**
 * Generated artwork for every image of the demo platform: soft gradients and blobs, abstract by
 * construction (DESIGN.md: never explicit). The same kind and seed always give the same bytes,
 * so the media route can be cached forever. Output stays well under 2 KB.
 */

// A local mulberry32: lib/media is shared code and must not reach into lib/server (the seed's PRNG).
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kindSalt: Record<ImageKind, number> = { avatar: 0x1f, video: 0x2e, album: 0x3d, picture: 0x4c, sedcard: 0x5b };

const hsl = (h: number, s: number, l: number) => `hsl(${((Math.round(h) % 360) + 360) % 360},${s}%,${l}%)`;

/** The shape that tells the kinds apart at a glance; all of it translucent white over the blobs. */
function overlay(kind: ImageKind, w: number, h: number, r: () => number): string {
  const m = Math.min(w, h);
  const n = (v: number) => Math.round(v);
  switch (kind) {
    case 'avatar':
      return `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(m * 0.3)}" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".4" stroke-width="${n(m * 0.03)}"/>`;
    case 'video': {
      const y = h * (0.62 + r() * 0.12);
      const wave = (dy: number) =>
        `M0 ${n(y + dy)}Q${n(w * 0.25)} ${n(y + dy - h * 0.14)} ${n(w / 2)} ${n(y + dy)}T${w} ${n(y + dy)}V${h}H0Z`;
      return `<path d="${wave(0)}" fill="#fff" fill-opacity=".14"/><path d="${wave(h * 0.09)}" fill="#fff" fill-opacity=".12"/>`;
    }
    case 'album': {
      const x = w * (0.2 + r() * 0.4);
      return `<path d="M${n(x)} 0H${n(x + w * 0.28)}L${n(x - w * 0.1)} ${h}H${n(x - w * 0.38)}Z" fill="#fff" fill-opacity=".13"/>`;
    }
    case 'picture': {
      let dots = '';
      for (let i = 0; i < 5; i++) {
        dots += `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(m * (0.02 + r() * 0.04))}" fill="#fff" fill-opacity=".3"/>`;
      }
      return dots;
    }
    case 'sedcard': {
      const cx = n(w * (0.3 + r() * 0.4));
      const cy = n(h * (0.3 + r() * 0.4));
      return [0.22, 0.34, 0.46]
        .map((f) => `<circle cx="${cx}" cy="${cy}" r="${n(m * f)}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${n(m * 0.015) || 1}"/>`)
        .join('');
    }
  }
}

export function renderImageSvg(kind: ImageKind, seed: number, width: number, height: number): string {
  const r = random(Math.imul(seed >>> 0, 0x9e3779b1) ^ kindSalt[kind]);
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const hue = r() * 360;
  const from = hsl(hue, 62, 58);
  const to = hsl(hue + 30 + r() * 60, 68, 40);
  const glowA = hsl(hue + 150 + r() * 60, 85, 74);
  const glowB = hsl(hue - 40 - r() * 40, 90, 82);
  const angle = Math.round(r() * 360);

  let blobs = '';
  const count = 3 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const radius = Math.round(Math.max(w, h) * (0.18 + r() * 0.3));
    blobs += `<circle cx="${Math.round(r() * w)}" cy="${Math.round(r() * h)}" r="${radius}" fill="url(#${i % 2 ? 'b' : 'c'})"/>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="a" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="b"><stop offset="0" stop-color="${glowA}" stop-opacity=".75"/><stop offset="1" stop-color="${glowA}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="c"><stop offset="0" stop-color="${glowB}" stop-opacity=".6"/><stop offset="1" stop-color="${glowB}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#a)"/>${blobs}${overlay(kind, w, h, r)}</svg>`
  );
}
