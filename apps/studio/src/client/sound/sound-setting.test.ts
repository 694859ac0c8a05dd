import { describe, expect, it } from 'vitest';
import { createSoundEngine } from './sound-engine.ts';
import { readSoundSetting, SOUND_STORAGE_KEY, writeSoundSetting } from './sound-setting.ts';

describe('the sound setting', () => {
  it('is on until the player turns it off, and remembered', () => {
    window.localStorage.clear();
    expect(readSoundSetting()).toBe(true);
    writeSoundSetting(false);
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    expect(readSoundSetting()).toBe(false);
    writeSoundSetting(true);
    expect(readSoundSetting()).toBe(true);
  });

  it('stays usable when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSoundSetting(blocked)).toBe(true);
    expect(() => writeSoundSetting(false, blocked)).not.toThrow();
  });

  it('plays nothing and throws nothing without Web Audio', () => {
    const engine = createSoundEngine();
    expect(() => {
      engine.unlock();
      engine.play('big-win');
      engine.play('dice-rattle');
    }).not.toThrow();
  });
});
