/**
 * The game's sounds, synthesised with the Web Audio API (no audio files). The AudioContext is created only by
 * unlock(), which the game calls from a user gesture (browsers keep audio silent until then); without Web Audio
 * (older browsers, tests) every call does nothing.
 */
export type SoundEffect = 'tick' | 'reel-stop' | 'win' | 'big-win' | 'dice-rattle';

export interface SoundEngine {
  /** Creates or resumes the audio context; call it from a click or key press. */
  unlock(): void;
  play(effect: SoundEffect): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  // Older Safari only has the prefixed constructor; jsdom has neither.
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

export function createSoundEngine(): SoundEngine {
  let context: AudioContext | null = null;
  let output: GainNode | null = null;
  let noise: AudioBuffer | null = null;

  const unlock = () => {
    try {
      if (!context) {
        const Context = audioContextClass();
        if (!Context) return;
        context = new Context();
        output = context.createGain();
        output.gain.value = 0.5;
        output.connect(context.destination);
      }
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    } catch {
      context = null;
    }
  };

  const noiseBuffer = (audio: AudioContext): AudioBuffer => {
    if (!noise) {
      noise = audio.createBuffer(1, Math.floor(audio.sampleRate * 0.5), audio.sampleRate);
      const samples = noise.getChannelData(0);
      for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
    }
    return noise;
  };

  const play = (effect: SoundEffect) => {
    if (!context || !output || context.state !== 'running') return;
    try {
      const now = context.currentTime;
      switch (effect) {
        case 'tick':
          tone(context, output, {
            type: 'square',
            from: 1900,
            to: 1500,
            start: now,
            length: 0.025,
            volume: 0.04,
          });
          break;
        case 'reel-stop':
          tone(context, output, { type: 'sine', from: 140, to: 55, start: now, length: 0.18, volume: 0.5 });
          tone(context, output, {
            type: 'triangle',
            from: 420,
            to: 300,
            start: now,
            length: 0.05,
            volume: 0.08,
          });
          break;
        case 'win':
          [784, 988, 1319].forEach((frequency, i) =>
            tone(context as AudioContext, output as GainNode, {
              type: 'triangle',
              from: frequency,
              to: frequency,
              start: now + i * 0.09,
              length: 0.32,
              volume: 0.18,
            }),
          );
          break;
        case 'big-win':
          [523, 659, 784, 1047, 1319, 1568, 2093].forEach((frequency, i) =>
            tone(context as AudioContext, output as GainNode, {
              type: i % 2 === 0 ? 'triangle' : 'sine',
              from: frequency,
              to: frequency,
              start: now + i * 0.1,
              length: 0.6,
              volume: 0.2,
            }),
          );
          break;
        case 'dice-rattle':
          for (let i = 0; i < 7; i += 1) {
            rattle(context, output, noiseBuffer(context), now + i * 0.07 + Math.random() * 0.03);
          }
          break;
      }
    } catch {
      // A sound that cannot play is not worth interrupting the game for.
    }
  };

  return { unlock, play };
}

interface Tone {
  type: OscillatorType;
  from: number;
  to: number;
  start: number;
  length: number;
  volume: number;
}

function tone(
  context: AudioContext,
  output: AudioNode,
  { type, from, to, start, length, volume }: Tone,
): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, start);
  oscillator.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(output);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** One click of the dice: a short burst of band-passed noise. */
function rattle(context: AudioContext, output: AudioNode, noise: AudioBuffer, start: number): void {
  const source = context.createBufferSource();
  const filter = context.createBiquadFilter();
  const gain = context.createGain();
  source.buffer = noise;
  filter.type = 'bandpass';
  filter.frequency.value = 2200 + Math.random() * 1800;
  filter.Q.value = 4;
  gain.gain.setValueAtTime(0.35, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.05);
  source.connect(filter).connect(gain).connect(output);
  source.start(start, Math.random() * 0.4, 0.06);
}
