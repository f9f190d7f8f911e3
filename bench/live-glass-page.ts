/**
 * The page of the glass-to-glass bench (TOOLCHAIN.md method): the sender draws, every frame, 32
 * black/white blocks of 80×60 px — the low 16 bits of Date.now() and their complement — into a
 * canvas and streams canvas.captureStream(30); the receiver draws each decoded frame (in
 * requestVideoFrameCallback) into a canvas, averages the centre of each block, keeps frames whose
 * complement bits check out and records (Date.now() − ts) mod 65536. Both pages share the clock.
 */
export const GLASS_PAGE = `<!doctype html><meta charset="utf-8"><title>glass</title><body>
<script>
const W = 80, H = 60, COLS = 8;
window.startSender = () => {
  const canvas = document.createElement('canvas');
  canvas.width = W * COLS; canvas.height = H * 4;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const draw = () => {
    const ts = Date.now() & 0xffff;
    for (let i = 0; i < 32; i++) {
      const bit = i < 16 ? (ts >> i) & 1 : ((~ts) >> (i - 16)) & 1;
      ctx.fillStyle = bit ? '#fff' : '#000';
      ctx.fillRect((i % COLS) * W, Math.floor(i / COLS) * H, W, H);
    }
  };
  draw();
  setInterval(draw, 8);
  return canvas.captureStream(30);
};
window.samples = [];
window.startReceiver = (video) => {
  const canvas = document.createElement('canvas');
  canvas.width = W * COLS; canvas.height = H * 4;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const onFrame = () => {
    const now = Date.now();
    if (video.videoWidth > 0) {
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const bits = [];
      for (let i = 0; i < 32; i++) {
        const x = (i % COLS) * W + W / 2 - 10, y = Math.floor(i / COLS) * H + H / 2 - 10;
        const data = ctx.getImageData(x, y, 20, 20).data;
        let sum = 0;
        for (let p = 0; p < data.length; p += 4) sum += data[p] + data[p + 1] + data[p + 2];
        bits.push(sum / (data.length / 4) / 3 > 127 ? 1 : 0);
      }
      let ts = 0, check = 0;
      for (let i = 0; i < 16; i++) { ts |= bits[i] << i; check |= bits[i + 16] << i; }
      if (((ts ^ check) & 0xffff) === 0xffff) window.samples.push(((now & 0xffff) - ts + 0x10000) & 0xffff);
    }
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
};
window.gathered = (pc) => new Promise((resolve) => {
  if (pc.iceGatheringState === 'complete') return resolve(pc.localDescription.sdp);
  pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve(pc.localDescription.sdp));
  setTimeout(() => resolve(pc.localDescription.sdp), 2000);
});
</script></body>`;
