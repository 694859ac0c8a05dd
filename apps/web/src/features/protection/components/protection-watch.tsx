import { useEffect, useEffectEvent, useState } from 'react';
import { useProtection } from '../api/get-protection.ts';
import { usePlaySession } from '../api/get-play-session.ts';
import { interruptPlay } from '../../../lib/play-interruption.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage-keys.ts';
import { answeredIn, nextRealityCheck } from '../lib/reality-check-schedule.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

const sessionArea = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** Fires `onDue` at `at` (epoch ms), at once when it has passed; nothing when `at` is null. */
function useAlarm(at: number | null, onDue: () => void): void {
  const fire = useEffectEvent(onDue);
  useEffect(() => {
    if (at === null) return;
    const timer = window.setTimeout(() => fire(), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [at]);
}

/**
 * The dialog is coming: a game in native full screen would hide it (only the full-screen element is drawn), and
 * a game playing by itself must stop.
 */
function takeOver(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  interruptPlay();
}

/**
 * For a signed-in player, wherever they are (lobby, game page, over the game frame): the reality check at each
 * interval they chose, and the end of the session at their session time limit.
 */
export default function ProtectionWatch() {
  const protection = useProtection();
  const session = usePlaySession();
  const [open, setOpen] = useState<'reality' | 'sessionEnd' | null>(null);
  const [answered, setAnswered] = useState<number | null>(null);

  const startedAt = session.data?.startedAt ?? null;
  const start = startedAt ? Date.parse(startedAt) : null;
  const interval = protection.data?.realityCheck.minutes ?? null;
  const lastAnswered =
    answered ??
    (startedAt ? answeredIn(storage.get(STORAGE_KEYS.realityCheckAnswered, sessionArea()), startedAt) : null);
  const realityAt =
    start !== null && interval !== null
      ? nextRealityCheck({ sessionStart: start, intervalMinutes: interval, lastAnswered })
      : null;
  const sessionEndsAt = session.data?.endsAt ? Date.parse(session.data.endsAt) : null;

  useAlarm(realityAt, () => {
    setOpen((current) => current ?? 'reality');
    takeOver();
  });
  useAlarm(sessionEndsAt, () => {
    setOpen('sessionEnd');
    takeOver();
  });

  if (!open || !session.data) return null;
  const answer = () => {
    const at = Date.now();
    if (startedAt) storage.set(STORAGE_KEYS.realityCheckAnswered, `${startedAt}|${at}`, sessionArea());
    setAnswered(at);
    setOpen(null);
  };
  return <RealityCheckDialog kind={open} startedAt={session.data.startedAt} onAnswered={answer} />;
}
