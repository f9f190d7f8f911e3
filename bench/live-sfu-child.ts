// The SFU under measurement, alone in its process (bench/live.ts): `router` is the platform's
// WeriftMediaRouter, `bare` the plainest werift forwarder — each packet serialized once and the
// bytes handed to every viewer's sender — as the baseline of the same run.
import { RTCPeerConnection, type RTCRtpSender } from 'werift';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import type { LiveChildReply, LiveChildRequest } from './live-ipc';

const mode = process.argv[2] === 'bare' ? 'bare' : 'router';
const ROOM = 1;

type Sfu = { publish(sdp: string): Promise<string>; subscribe(viewerId: string, sdp: string): Promise<string>; close(): Promise<void> };

function routerSfu(): Sfu {
  const router = new WeriftMediaRouter();
  return {
    publish: async (sdp) => (await router.publish(ROOM, sdp)).answerSdp,
    subscribe: async (viewerId, sdp) => (await router.subscribe(ROOM, viewerId, sdp)).answerSdp,
    close: () => router.close(),
  };
}

function bareSfu(): Sfu {
  const peers: RTCPeerConnection[] = [];
  const senders = { video: [] as RTCRtpSender[], audio: [] as RTCRtpSender[] };
  const answer = async (pc: RTCPeerConnection, sdp: string) => {
    peers.push(pc);
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    return pc.localDescription!.sdp;
  };
  return {
    async publish(sdp) {
      const pc = new RTCPeerConnection({ iceServers: [] });
      pc.onTrack.subscribe((track) => {
        const kind = track.kind === 'video' ? 'video' : 'audio';
        track.onReceiveRtp.subscribe((rtp) => {
          rtp.header.extensions = [];
          const bytes = rtp.serialize();
          for (const sender of senders[kind]) void sender.sendRtp(bytes);
        });
      });
      return answer(pc, sdp);
    },
    async subscribe(_viewerId, sdp) {
      const pc = new RTCPeerConnection({ iceServers: [] });
      await pc.setRemoteDescription({ type: 'offer', sdp });
      for (const transceiver of pc.getTransceivers()) {
        transceiver.setDirection('sendonly');
        senders[transceiver.kind === 'video' ? 'video' : 'audio'].push(transceiver.sender);
      }
      peers.push(pc);
      await pc.setLocalDescription(await pc.createAnswer());
      return pc.localDescription!.sdp;
    },
    close: async () => void (await Promise.all(peers.map((pc) => pc.close()))),
  };
}

const sfu = mode === 'bare' ? bareSfu() : routerSfu();
const reply = (message: LiveChildReply) => process.send?.(message);

process.on('message', (request: LiveChildRequest) => {
  const handle = async (): Promise<LiveChildReply> => {
    if (request.type === 'publish') return { type: 'answer', sdp: await sfu.publish(request.sdp) };
    if (request.type === 'subscribe') return { type: 'answer', sdp: await sfu.subscribe(request.viewerId, request.sdp) };
    const usage = process.cpuUsage();
    return { type: 'cpu', micros: usage.user + usage.system, at: performance.now() };
  };
  handle().then(reply, (error: unknown) => reply({ type: 'error', message: String(error) }));
});
process.on('SIGTERM', () => void sfu.close().finally(() => process.exit(0)));
reply({ type: 'ready' });
