/**
 * `npm run bench:rooms`: how many listeners one Janus AudioBridge room holds on this machine
 * (issue 31, PRODUCT §9.3), with real WebRTC listeners. One speaker (Chromium's test microphone
 * playing a tone) and listeners added in steps, every one a RTCPeerConnection of a headless
 * Chromium page that Janus sends the room's mix to; janode (as the app's server uses it) does the
 * Janus side. After each step it reads, over a few seconds, how many listeners still get audio
 * (inbound-rtp bytes growing, few packets lost) and the Janus process's CPU, and stops at the
 * first step where a listener starves or at --max. The app server plays no part in a room's audio
 * (it only hands out tokens), so Janus's CPU is the room's cost. Prints a table and writes
 * bench/results/rooms-<date>.json. Options: --janus ws://127.0.0.1:8188 --step 25 --max 400
 * --per-page 25 --settle 4 --measure 4.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Janode from 'janode';
import AudioBridgePlugin, { type AudioBridgeHandle } from 'janode/plugins/audiobridge';
import { chromium, type Page } from 'playwright';
import { parseArgs } from '../lib/args.ts';
import { resultsDir } from '../lib/results.ts';
import { round } from '../lib/stats.ts';

type Step = {
  listeners: number;
  receiving: number;
  lossPercent: number;
  janusCpuCores: number;
  janusRssMiB: number;
  /** The whole machine's busy cores (Janus and the listeners' Chromium share it). */
  machineBusyCores: number;
  /** Why the step could not add all its listeners (the clients starved), if it could not. */
  failed?: string;
};

const args = parseArgs();
const janusUrl = args.string('janus', process.env.JANUS_URL ?? 'ws://127.0.0.1:8188');
const step = args.number('step', 25);
const max = args.number('max', 400);
const perPage = args.number('per-page', 25);
const settleMs = args.number('settle', 4) * 1000;
const measureMs = args.number('measure', 4) * 1000;

/** The Janus process's CPU seconds and resident memory, from /proc (Linux). */
function janusUsage(): { cpuSeconds: number; rssMiB: number } {
  const pid = execFileSync('pgrep', ['-o', '-x', 'janus']).toString().trim();
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const rssPages = Number(fields[21]);
  return { cpuSeconds: ticks / 100, rssMiB: (rssPages * 4096) / 2 ** 20 };
}

/** Busy and total CPU seconds of the whole machine, from /proc/stat (all cores). */
function machineUsage(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** In the page: a new peer connection's offer once its candidates are gathered (no trickle). */
async function offerFrom(page: Page, id: string, send: boolean): Promise<string> {
  return page.evaluate(
    async ({ id, send }) => {
      const registry = ((window as unknown as { pcs?: Map<string, RTCPeerConnection> }).pcs ??=
        new Map());
      const pc = new RTCPeerConnection();
      registry.set(id, pc);
      const transceiver = pc.addTransceiver('audio', { direction: 'sendrecv' });
      if (send) {
        const media = await navigator.mediaDevices.getUserMedia({ audio: true });
        await transceiver.sender.replaceTrack(media.getAudioTracks()[0]!);
      }
      pc.ontrack = ({ track }) => {
        // Played nowhere: the stats count what arrives.
        track.enabled = true;
      };
      await pc.setLocalDescription();
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') return resolve();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
        setTimeout(resolve, 3000);
      });
      return pc.localDescription!.sdp;
    },
    { id, send },
  );
}

async function answerTo(page: Page, id: string, sdp: string) {
  await page.evaluate(
    async ({ id, sdp }) => {
      const pcs = (window as unknown as { pcs: Map<string, RTCPeerConnection> }).pcs;
      await pcs.get(id)!.setRemoteDescription({ type: 'answer', sdp });
    },
    { id, sdp },
  );
}

/** Per listener in the page: audio bytes and packets received and lost so far. */
async function inbound(page: Page) {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { pcs: Map<string, RTCPeerConnection> }).pcs;
    const out: Record<string, { bytes: number; received: number; lost: number }> = {};
    for (const [id, pc] of pcs) {
      if (!id.startsWith('listener')) continue;
      const row = { bytes: 0, received: 0, lost: 0 };
      (await pc.getStats()).forEach(
        (r: {
          type: string;
          kind?: string;
          bytesReceived?: number;
          packetsReceived?: number;
          packetsLost?: number;
        }) => {
          if (r.type !== 'inbound-rtp' || r.kind !== 'audio') return;
          row.bytes += r.bytesReceived ?? 0;
          row.received += r.packetsReceived ?? 0;
          row.lost += r.packetsLost ?? 0;
        },
      );
      out[id] = row;
    }
    return out;
  });
}

async function main() {
  const tone = path.join(os.tmpdir(), 'chingu-bench-tone.wav');
  writeTone(tone);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${tone}`,
    ],
  });
  Janode.Logger.setLevel('none');
  const connection = await Janode.connect({ address: { url: janusUrl } });
  const session = await connection.create();
  const admin = await session.attach(AudioBridgePlugin);
  const room = Math.floor(Math.random() * 2 ** 40) + 1;
  await admin.create({ room, description: 'bench', permanent: false, sampling_rate: 48_000 });

  // An empty page on loopback: a secure context, where getUserMedia exists (about:blank has none).
  const blank = http.createServer((_req, res) => res.end('<!doctype html><title>bench</title>'));
  await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
  const blankUrl = `http://127.0.0.1:${(blank.address() as { port: number }).port}/`;

  const pages: Page[] = [];
  const handles: AudioBridgeHandle[] = [];
  const pageFor = async (index: number) => {
    const pageIndex = Math.floor(index / perPage);
    while (pages.length <= pageIndex) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(blankUrl);
      pages.push(page);
    }
    return pages[pageIndex]!;
  };
  async function join(id: string, index: number, send: boolean) {
    const page = await pageFor(index);
    const handle = await session.attach(AudioBridgePlugin);
    handles.push(handle);
    await handle.join({ room, display: id, muted: !send });
    const offer = await offerFrom(page, id, send);
    const { jsep } = await handle.configure({ jsep: { type: 'offer', sdp: offer } });
    await answerTo(page, id, jsep!.sdp!);
  }

  const steps: Step[] = [];
  try {
    await join('speaker', 0, true);
    let listeners = 0;
    while (listeners < max) {
      const target = Math.min(max, listeners + step);
      let failed: string | undefined;
      try {
        for (; listeners < target; listeners++)
          await join(`listener-${listeners}`, listeners + 1, false);
      } catch (error) {
        // A page or an offer that times out: the machine is out of CPU for its clients.
        failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      await new Promise((r) => setTimeout(r, settleMs));
      const before = (await Promise.all(pages.map(inbound))).reduce((a, b) => ({ ...a, ...b }));
      const usage0 = janusUsage();
      const machine0 = machineUsage();
      const started = Date.now();
      await new Promise((r) => setTimeout(r, measureMs));
      const after = (await Promise.all(pages.map(inbound))).reduce((a, b) => ({ ...a, ...b }));
      const usage1 = janusUsage();
      const machine1 = machineUsage();
      const seconds = (Date.now() - started) / 1000;
      let receiving = 0;
      let received = 0;
      let lost = 0;
      for (const [id, now] of Object.entries(after)) {
        const then = before[id] ?? { bytes: 0, received: 0, lost: 0 };
        // 50 packets a second is the mix at 20 ms frames: a listener that got under half of them
        // in the window is starving.
        if (now.received - then.received > 25 * seconds) receiving += 1;
        received += now.received - then.received;
        lost += Math.max(0, now.lost - then.lost);
      }
      const row: Step = {
        listeners,
        receiving,
        lossPercent: round((100 * lost) / Math.max(1, received + lost), 2),
        janusCpuCores: round((usage1.cpuSeconds - usage0.cpuSeconds) / seconds, 2),
        janusRssMiB: round(usage1.rssMiB, 0),
        machineBusyCores: round((machine1.busy - machine0.busy) / seconds, 2),
        ...(failed ? { failed } : {}),
      };
      steps.push(row);
      console.log(
        `${row.listeners} listeners: ${row.receiving} receiving, ${row.lossPercent}% lost, Janus ${row.janusCpuCores} cores, ${row.janusRssMiB} MiB, machine ${row.machineBusyCores} of ${os.cpus().length} cores busy${failed ? ` (stopped adding: ${failed})` : ''}`,
      );
      if (failed || receiving < listeners) break;
    }
  } finally {
    for (const handle of handles) await handle.detach().catch(() => undefined);
    await admin.destroy({ room }).catch(() => undefined);
    await admin.detach().catch(() => undefined);
    await session.destroy().catch(() => undefined);
    await connection.close().catch(() => undefined);
    await browser.close();
    blank.close();
  }

  const held = steps.filter((s) => s.receiving === s.listeners).at(-1)?.listeners ?? 0;
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    },
    janusUrl,
    perPage,
    held,
    steps,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `rooms-${result.date.slice(0, 10)}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nOne room held ${held} listeners with audio (${file}).`);
}

/** A steady 440 Hz tone, looped by Chromium as the speaker's microphone. */
function writeTone(file: string) {
  const rate = 48_000;
  const samples = rate * 2;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 16_000), 44 + i * 2);
  }
  fs.writeFileSync(file, wav);
}

await main();
