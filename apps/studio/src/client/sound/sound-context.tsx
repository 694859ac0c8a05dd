import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createSoundEngine, type SoundEffect, type SoundEngine } from './sound-engine.ts';
import { readSoundSetting, writeSoundSetting } from './sound-setting.ts';

export interface SoundValue {
  readonly enabled: boolean;
  toggle(): void;
  play(effect: SoundEffect): void;
}

const SoundContext = createContext<SoundValue>({
  enabled: false,
  toggle: () => undefined,
  play: () => undefined,
});

/** Sound for the whole game: the audio starts on the player's first click or key press, if sound is on. */
export function SoundProvider({ children, engine }: { children: ReactNode; engine?: SoundEngine }) {
  const engineRef = useRef<SoundEngine | null>(engine ?? null);
  const [enabled, setEnabled] = useState(readSoundSetting);
  const enabledRef = useRef(enabled);

  const engineOf = useCallback((): SoundEngine => {
    engineRef.current ??= createSoundEngine();
    return engineRef.current;
  }, []);

  useEffect(() => {
    const gesture = () => {
      if (enabledRef.current) engineOf().unlock();
    };
    window.addEventListener('pointerdown', gesture, true);
    window.addEventListener('keydown', gesture, true);
    return () => {
      window.removeEventListener('pointerdown', gesture, true);
      window.removeEventListener('keydown', gesture, true);
    };
  }, [engineOf]);

  const toggle = useCallback(() => {
    const next = !enabledRef.current;
    enabledRef.current = next;
    writeSoundSetting(next);
    setEnabled(next);
    if (next) engineOf().unlock();
  }, [engineOf]);

  const play = useCallback(
    (effect: SoundEffect) => {
      if (enabledRef.current) engineOf().play(effect);
    },
    [engineOf],
  );

  const value = useMemo(() => ({ enabled, toggle, play }), [enabled, toggle, play]);
  return <SoundContext.Provider value={value}>{children}</SoundContext.Provider>;
}

export function useSound(): SoundValue {
  return useContext(SoundContext);
}
